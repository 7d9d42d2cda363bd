import type { FastifyInstance } from 'fastify';
import { paths } from '../../shared/paths';

// Public pages may be indexed; the API, the back office and every signed-in screen may not (they
// answer a crawler with the sign-in page anyway, and their paths say nothing worth indexing).
const PUBLIC_PAGES = [
  paths.root,
  paths.home,
  paths.about,
  paths.contact,
  paths.faq,
  paths.terms,
  paths.plansInfo,
  paths.kycPolicy,
  paths.privacy,
  paths.login,
  paths.register,
];

const ROBOTS_TXT = ['User-agent: *', ...PUBLIC_PAGES.map((page) => `Allow: ${page}$`), 'Disallow: /', ''].join('\n');

export function registerRobotsTxt(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );
}
