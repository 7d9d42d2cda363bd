import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import { appMetrics } from './app-metrics';
import { countRequests } from './http-hook';
import { processMetrics } from './process-metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();
const BEARER = /^Bearer +(\S+) *$/i;

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN as a bearer token.
 * Without METRICS_TOKEN nothing is counted per request and /metrics answers the 404 of a missing
 * route (not the client app's page). Never in the API reference.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.metricsToken;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    return;
  }
  const metrics = appMetrics(ctx.db);
  countRequests(app, metrics);
  const exposition = Registry.merge([processMetrics(), metrics.registry]);
  // Digests have one length whatever was sent, so the comparison takes the same time for any guess.
  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const sent = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized('GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.');
    }
    return reply.type(exposition.contentType).send(await exposition.metrics());
  });
}
