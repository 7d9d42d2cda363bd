import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';
import { MONEY_REQUEST_KINDS, moneyOutcome } from './money-kinds';

/**
 * Times every answer, and counts money requests by kind and outcome, from what the answer already
 * holds: no database work, a few label lookups per request. Routes are labelled by their pattern,
 * never the path asked for, so the number of series stays bounded whatever clients send.
 */
export function countRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.httpRequestDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    const moneyKind = request.method === 'POST' ? MONEY_REQUEST_KINDS.get(route) : undefined;
    if (moneyKind) metrics.moneyRequests.inc({ kind: moneyKind, outcome: moneyOutcome(status, reply.hasHeader('idempotent-replayed')) });
    done();
  });
}
