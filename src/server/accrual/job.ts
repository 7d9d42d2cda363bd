import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { releaseLease, tryAcquireLease } from '../jobs/lease';
import { repeatWithoutOverlap } from '../jobs/repeat';
import { jobRuns } from '../metrics/job-runs';
import { runAccrual, type AccrualLimits, type AccrualSummary } from './run';

const LEASE_NAME = 'profit-accrual';
// Renewed before every batch (a batch takes well under a second), and a run stops starting batches
// after 40 s, so a run never outlives its lease; the unique ledger keys stay the last defence.
const LEASE_SECONDS = 60;

/** One run on whichever instance holds the lease; null when another instance holds it now. */
export async function runAccrualUnderLease(ctx: AppContext, holder: string, limits: Omit<AccrualLimits, 'mayContinue'> = {}): Promise<AccrualSummary | null> {
  if (!(await tryAcquireLease(ctx.db, LEASE_NAME, holder, LEASE_SECONDS))) return null;
  try {
    return await runAccrual(ctx, { ...limits, mayContinue: () => tryAcquireLease(ctx.db, LEASE_NAME, holder, LEASE_SECONDS) });
  } finally {
    await releaseLease(ctx.db, LEASE_NAME, holder);
  }
}

/** Runs the accrual at start and then every minute; returns a stop function that waits for a run in flight. */
export function startAccrualJob(ctx: AppContext, intervalMs = 60_000): () => Promise<void> {
  const holder = randomUUID();
  return repeatWithoutOverlap(
    () => runAccrualUnderLease(ctx, holder),
    intervalMs,
    'Profit accrual failed; retrying at the next tick.',
    jobRuns(ctx.db, 'accrual'),
  );
}
