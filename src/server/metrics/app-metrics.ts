import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { registerScrapeGauges } from './scrape-gauges';

/** The app's own metric families, beside the process's (process-metrics.ts). */
export interface AppMetrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  moneyRequests: Counter<'kind' | 'outcome'>;
  jobRunDuration: Histogram<'job' | 'result'>;
  jobLag: Gauge<'job'>;
}

/**
 * One registry per database handle: one per app in production (the routes and the background jobs
 * share the handle), and one per test app, so apps in one test process never count into each
 * other's families. Keyed by the handle because the jobs receive the context, not the app.
 */
export const appMetrics: (db: Db) => AppMetrics = perDatabase((db) => {
  const registry = new Registry();
  const metrics: AppMetrics = {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern ("unmatched" when none) and status, and how long they took.',
      labelNames: ['method', 'route', 'status'],
      // Most API answers take a millisecond or two; the default buckets start at 5 ms.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    moneyRequests: new Counter({
      name: 'money_requests_total',
      help: 'Money requests of investors and operators by kind and outcome (succeeded, replayed, refused 4xx, failed 5xx).',
      labelNames: ['kind', 'outcome'],
      registers: [registry],
    }),
    jobRunDuration: new Histogram({
      name: 'job_run_duration_seconds',
      help: 'Background job runs by job and result, and how long they took; its _count counts the runs.',
      labelNames: ['job', 'result'],
      buckets: [0.001, 0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers: [registry],
    }),
    jobLag: new Gauge({
      name: 'job_lag_seconds',
      help: 'How late the last run of each job started against its schedule (a run that overran delays the next).',
      labelNames: ['job'],
      registers: [registry],
    }),
  };
  registerScrapeGauges(registry, db as Db);
  return metrics;
});
