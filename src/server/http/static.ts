import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';

export const clientDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');
const assetsDir = path.join(clientDistDir, 'assets') + path.sep;

// Built assets carry a content hash in their names, so they never change; index.html names the
// current ones, so it is checked on every visit.
function setCacheHeaders(response: SetHeadersResponse, file: string) {
  response.setHeader('cache-control', file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The same URL answers brotli, gzip or plain bytes depending on the request.
  response.setHeader('vary', 'accept-encoding');
}

/** Serves the built React app; any non-API GET that is not a file gets index.html (client routing). */
export async function registerClientApp(app: FastifyInstance): Promise<void> {
  if (!fs.existsSync(path.join(clientDistDir, 'index.html'))) return;
  // The build writes .br and .gz beside each text asset (vite-precompress.ts); browsers get the smaller one.
  await app.register(fastifyStatic, {
    root: clientDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
  app.get('/*', (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    if (urlPath.startsWith('/api/')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route GET ${urlPath}` } });
    }
    const file = path.join(clientDistDir, path.normalize(decodeURIComponent(urlPath)));
    if (file.startsWith(clientDistDir) && !urlPath.endsWith('.html') && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(clientDistDir, file));
    }
    return reply.sendFile('index.html');
  });
}
