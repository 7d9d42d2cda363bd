import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { errorBody } from './error-handler';
import { isClientRoute } from './client-routes';
import { pathOf } from './request-logging';

/** A path as written; a malformed %-escape leaves it as it is (it names no file either way). */
function safeDecode(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

const clientDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');

// Built assets carry a content hash in their names, so they never change; index.html names the
// current ones, so it is checked on every visit.
const cacheHeaders = (assetsDir: string) => (response: SetHeadersResponse, file: string) => {
  response.setHeader('cache-control', file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The same URL answers brotli, gzip or plain bytes depending on the request.
  response.setHeader('vary', 'accept-encoding');
};

/** Serves the built React app; any non-API GET that is not a file gets index.html (client routing). */
export async function registerClientApp(app: FastifyInstance, root = clientDistDir): Promise<void> {
  if (!fs.existsSync(path.join(root, 'index.html'))) return;
  // The build writes .br and .gz beside each text asset (vite-precompress.ts); browsers get the smaller one.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(path.join(root, 'assets') + path.sep),
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = pathOf(request.url);
    if (urlPath.startsWith('/api/')) {
      return reply.code(404).send(errorBody(request, 'NOT_FOUND', `No route GET ${urlPath}`));
    }
    const file = path.join(root, path.normalize(safeDecode(urlPath)));
    if (file.startsWith(root) && !urlPath.endsWith('.html') && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    // No screen here: the app still loads, and its fallback screen takes the browser to /home.html.
    if (!isClientRoute(urlPath)) reply.code(404);
    return reply.sendFile('index.html');
  });
}
