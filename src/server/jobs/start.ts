import type { AppContext } from '../context';
import { startAccrualJob } from '../accrual/job';
import { startMailWorker } from '../mail/worker';
import { startPgliteStatistics } from '../db/pglite-statistics';
import { startRateLimitPurge } from '../http/rate-limit-store';

type StopJob = () => Promise<void>;
const jobStarters: Array<(ctx: AppContext) => StopJob> = [
  (ctx) => startAccrualJob(ctx),
  (ctx) => startMailWorker(ctx),
  (ctx) => startPgliteStatistics(ctx),
  (ctx) => startRateLimitPurge(ctx),
];

/** Domains add their scheduled jobs (mail delivery, profit accrual, PGlite's statistics, ended rate-limit windows) to jobStarters. */
export function startBackgroundJobs(ctx: AppContext): StopJob {
  const stops = jobStarters.map((start) => start(ctx));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
