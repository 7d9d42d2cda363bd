import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { deposits, withdrawals } from '../db/schema';
import { releaseLease, tryAcquireLease } from '../jobs/lease';
import { repeatWithoutOverlap } from '../jobs/repeat';
import { jobRuns } from '../metrics/job-runs';
import { followInvoice } from './follow-invoice';
import { actOnPayout, followPayout } from './follow-payout';
import { ProcessorUnavailable, type PaymentProcessor } from './processor';
import { configuredProcessors, type Processors } from './processors';

const LEASE_NAME = 'payments-reconciliation';

/** A payout's creation gets two answers of 10 s: a withdrawal sent longer ago than this with no payout id lost the answer. */
const PAYOUT_ANSWER_LOST_MS = 60_000;

/**
 * Every open processor deposit and every withdrawal being sent checked with its processor's API,
 * oldest first, so a webhook that never arrived still completes (or expires, or returns) it. A
 * processor that does not answer leaves them for the next pass. Answers how many were checked and
 * how many could not be.
 */
export async function reconcileOpenInvoices(ctx: AppContext): Promise<{ checked: number; unanswered: number }> {
  const processors = configuredProcessors(ctx.config);
  const payouts = await reconcilePayouts(ctx, processors);
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
  return { checked: open.length + payouts.checked, unanswered: unanswered + payouts.unanswered };
}

/**
 * A payout whose creation's answer was lost is looked up by the withdrawal's id: found, it is
 * followed; not made, the withdrawal goes back to the operator's queue as a cancelled payout would.
 */
async function followLostPayout(ctx: AppContext, processor: PaymentProcessor, withdrawalId: string) {
  const made = await processor.payouts!.findPayout(withdrawalId);
  await actOnPayout(ctx, processor, withdrawalId, made ?? { payoutId: null, state: 'NotCreated', outcome: 'cancelled', txHash: null });
}

async function reconcilePayouts(ctx: AppContext, processors: Processors): Promise<{ checked: number; unanswered: number }> {
  const answerLost = new Date(ctx.clock.now().getTime() - PAYOUT_ANSWER_LOST_MS);
  const sending = await ctx.db
    .select({ id: withdrawals.id, coin: withdrawals.cryptoType, payoutId: withdrawals.payoutId })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'sending'), or(isNotNull(withdrawals.payoutId), lt(withdrawals.decidedAt, answerLost))))
    .orderBy(asc(withdrawals.createdAt));
  let unanswered = 0;
  for (const withdrawal of sending) {
    const processor = processors.forCoin(withdrawal.coin);
    if (!processor?.payouts?.coins.includes(withdrawal.coin)) continue;
    try {
      if (withdrawal.payoutId) await followPayout(ctx, processor, withdrawal.payoutId);
      else await followLostPayout(ctx, processor, withdrawal.id);
    } catch (error) {
      if (!(error instanceof ProcessorUnavailable)) throw error;
      unanswered += 1;
    }
  }
  return { checked: sending.length, unanswered };
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
