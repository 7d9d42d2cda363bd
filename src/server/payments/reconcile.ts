import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { deposits } from '../db/schema';
import { releaseLease, tryAcquireLease } from '../jobs/lease';
import { repeatWithoutOverlap } from '../jobs/repeat';
import { jobRuns } from '../metrics/job-runs';
import { followInvoice } from './follow-invoice';
import { ProcessorUnavailable } from './processor';
import { configuredProcessors } from './processors';

const LEASE_NAME = 'payments-reconciliation';

/**
 * Every open processor deposit checked with its processor's API, oldest first, so a webhook that
 * never arrived still completes or expires its deposit. A processor that does not answer leaves its
 * deposits for the next pass. Answers how many deposits were checked and how many could not be.
 */
export async function reconcileOpenInvoices(ctx: AppContext): Promise<{ checked: number; unanswered: number }> {
  const processors = configuredProcessors(ctx.config);
  const open = await ctx.db
    .select({ processor: deposits.processor, invoiceId: deposits.invoiceId })
    .from(deposits)
    .where(and(isNotNull(deposits.processor), eq(deposits.status, 'pending')))
    .orderBy(asc(deposits.createdAt));
  let unanswered = 0;
  for (const deposit of open) {
    const processor = processors.named(deposit.processor!);
    if (!processor) continue;
    try {
      await followInvoice(ctx, processor, deposit.invoiceId!);
    } catch (error) {
      if (!(error instanceof ProcessorUnavailable)) throw error;
      unanswered += 1;
    }
  }
  return { checked: open.length, unanswered };
}

/** The reconciliation every PAYMENTS_RECONCILE_SECONDS, on one instance at a time (a job lease); nothing without a processor. */
export function startPaymentReconciliation(ctx: AppContext): () => Promise<void> {
  if (configuredProcessors(ctx.config).all.length === 0) return async () => undefined;
  const holder = randomUUID();
  const seconds = ctx.config.paymentsReconcileSeconds;
  return repeatWithoutOverlap(
    async () => {
      // The lease outlasts a slow pass (many open invoices, a processor timing out) so no second instance starts one meanwhile.
      if (!(await tryAcquireLease(ctx.db, LEASE_NAME, holder, Math.max(seconds, 600)))) return;
      try {
        await reconcileOpenInvoices(ctx);
      } finally {
        await releaseLease(ctx.db, LEASE_NAME, holder);
      }
    },
    seconds * 1000,
    'Payment reconciliation failed; retrying at the next tick.',
    jobRuns(ctx.db, LEASE_NAME),
  );
}
