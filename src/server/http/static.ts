import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const clientDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');

/** Serves the built React app; any non-API GET that is not a file gets index.html (client routing). */
export async function registerClientApp(app: FastifyInstance): Promise<void> {
  if (!fs.existsSync(path.join(clientDistDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: clientDistDir, wildcard: false, index: false });
  const serveIndex = (reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown }) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', (_request, reply) => serveIndex(reply));
  app.get('/*', (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    if (urlPath.startsWith('/api/')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route GET ${urlPath}` } });
    }
    const file = path.join(clientDistDir, path.normalize(decodeURIComponent(urlPath)));
    if (file.startsWith(clientDistDir) && !urlPath.endsWith('.html') && fs.existsSync(file) && fs.statSync(file).isFile()) {
      if (urlPath.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.sendFile(path.relative(clientDistDir, file));
    }
    return serveIndex(reply);
  });
}
