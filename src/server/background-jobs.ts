import type { AppContext } from './context';
import { startAccrualJob } from './accrual/job';
import { startMailWorker } from './mail/worker';
import { startPglitePlanRefresh, startPgliteVacuum } from './jobs/pglite-upkeep';
import { startRateLimitPurge } from './http/rate-limit-store';
import { startReconciliationJob } from './money/reconciliation-reports';
import { startPaymentReconciliation } from './payments/reconcile';

type StopJob = () => Promise<void>;
const jobStarters: Array<(ctx: AppContext) => StopJob> = [
  (ctx) => startAccrualJob(ctx),
  (ctx) => startMailWorker(ctx),
  (ctx) => startPglitePlanRefresh(ctx),
  (ctx) => startPgliteVacuum(ctx),
  (ctx) => startRateLimitPurge(ctx),
  (ctx) => startReconciliationJob(ctx),
  (ctx) => startPaymentReconciliation(ctx),
];

/** Domains add their scheduled jobs (mail delivery, profit accrual, PGlite's re-planning and vacuuming, ended rate-limit windows, the stored reconciliation, open payment processor invoices) to jobStarters. */
export function startBackgroundJobs(ctx: AppContext): StopJob {
  const stops = jobStarters.map((start) => start(ctx));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
