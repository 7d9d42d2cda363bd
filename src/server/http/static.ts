import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { errorBody } from './error-handler';
import { isClientRoute } from './client-routes';
import { pathOf } from './request-logging';
import { FIRST_DATA_ELEMENT_ID } from '../../shared/first-data';
import { projectPath } from '../project-path';

/** A path as written; a malformed %-escape leaves it as it is (it names no file either way). */
function safeDecode(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

const clientDistDir = projectPath('dist', 'client');

// Built assets carry a content hash in their names, so they never change; index.html names the
// current ones, so it is checked on every visit.
const cacheHeaders = (assetsDir: string) => (response: SetHeadersResponse, file: string) => {
  response.setHeader('cache-control', file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The same URL answers brotli, gzip or plain bytes depending on the request.
  response.setHeader('vary', 'accept-encoding');
};

/** What a capability draws into a page before the app's script runs, and the data its first render reads. */
export interface FilledPage {
  rootHtml: string;
  data?: unknown;
  /** One person's figures: no cache may keep the page. */
  personal: boolean;
}

/** Fills a screen's page for this request, or answers null to send it as built. */
export type PageFiller = (request: FastifyRequest) => Promise<FilledPage | null>;

const ROOT_ELEMENT = '<div id="root"></div>';

// A data block, not a script: `<` escaped, so no text in it can close the element early.
const dataBlock = (data: unknown) => `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** index.html with the filled root and data. */
async function sendFilledPage(reply: FastifyReply, root: string, page: FilledPage) {
  // Read at each request, as the page as built is: a new build names new assets.
  const indexHtml = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8');
  const data = page.data === undefined ? '' : dataBlock(page.data);
  const html = indexHtml.replace(ROOT_ELEMENT, () => `<div id="root">${page.rootHtml}</div>${data}`);
  // What fills a page depends on its cookies (the session, the language).
  reply.header('cache-control', page.personal ? 'no-store' : 'no-cache').header('vary', 'cookie');
  return reply.type('text/html; charset=utf-8').send(html);
}

/** The filled page of `urlPath`, or null; a filler that fails leaves the page as built, which works. */
async function filledPage(request: FastifyRequest, urlPath: string, fillers: Record<string, PageFiller>): Promise<FilledPage | null> {
  const filler = fillers[urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath];
  if (!filler) return null;
  return filler(request).catch((error: unknown) => {
    request.log.error({ err: error }, 'page not filled');
    return null;
  });
}

/**
 * Serves the built React app; any non-API GET that is not a file gets index.html (client routing),
 * filled by the filler of its path, if any (`fillers`, by path).
 */
export async function registerClientApp(app: FastifyInstance, root = clientDistDir, fillers: Record<string, PageFiller> = {}): Promise<void> {
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
  const sendApp = async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    const page = await filledPage(request, urlPath, fillers);
    return page ? sendFilledPage(reply, root, page) : reply.sendFile('index.html');
  };
  app.get('/', { schema: { hide: true } }, (request, reply) => sendApp(request, reply, '/'));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = pathOf(request.url);
    if (urlPath.startsWith('/api/')) {
      return reply.code(404).send(errorBody(request, 'NOT_FOUND', `No route GET ${urlPath}`));
    }
    const file = path.join(root, path.normalize(safeDecode(urlPath)));
    if (file.startsWith(root) && !urlPath.endsWith('.html') && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    // No screen here: the app still loads, and its fallback screen takes the browser to /home.html.
    if (!isClientRoute(urlPath)) return reply.code(404).sendFile('index.html');
    return sendApp(request, reply, urlPath);
  });
}
