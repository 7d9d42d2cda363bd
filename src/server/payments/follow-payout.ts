import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { withdrawals } from '../db/schema';
import { writeAudit } from '../audit/record';
import { AppError } from '../errors';
import { runMoneyOperation } from '../money/run';
import { approveWithdrawal } from '../withdrawals/approve';
import type { PaymentProcessor, PayoutReport } from './processor';

/** What became of a withdrawal whose payout was checked: the payout's outcome, or nothing when it was decided already or is unknown here. */
type FollowedPayout = PayoutReport['outcome'] | 'decided' | 'unknown';

/**
 * Acts on a payout's state as the processor reports it: the state is kept for the operator's queue;
 * completed completes the withdrawal through the money engine with the payout's transaction (once,
 * however many deliveries and reconciliations race: it is locked while being sent and the second finds
 * it decided); cancelled returns it to the operator's queue, marked so. Its money left the balance when
 * the investor asked and no payout sent it, so nothing is refunded and nothing is sent twice.
 */
export async function actOnPayout(ctx: AppContext, processor: PaymentProcessor, withdrawalId: string, payout: PayoutReport): Promise<FollowedPayout> {
  const sending = and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'sending'));
  if (payout.outcome === 'cancelled') {
    const returned = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(withdrawals)
        .set({ status: 'pending', payoutId: payout.payoutId, payoutState: payout.state, decidedBy: null, decidedAt: null })
        .where(sending)
        .returning({ id: withdrawals.id });
      if (row) {
        const after = { status: 'pending', payoutId: payout.payoutId, payoutState: payout.state, decidedByProcessor: processor.name };
        await writeAudit(tx, { actorId: null, action: 'withdrawal.payout_cancelled', entityType: 'withdrawal', entityId: withdrawalId, after });
      }
      return Boolean(row);
    });
    return returned ? 'cancelled' : 'decided';
  }
  await ctx.db.update(withdrawals).set({ payoutId: payout.payoutId, payoutState: payout.state }).where(sending);
  if (payout.outcome === 'sending') return 'sending';
  try {
    const decision = { adminId: null, processor: processor.name, now: ctx.clock.now() };
    return (await runMoneyOperation(ctx.db, await approveWithdrawal(ctx.db, withdrawalId, payout.txHash ?? undefined, decision))) ? 'completed' : 'decided';
  } catch (error) {
    // Another delivery or instance completed it between the reading and the plan.
    if (error instanceof AppError && error.code === 'ALREADY_DECIDED') return 'decided';
    throw error;
  }
}

/** The withdrawal a payout is sending, followed from the payout's state read from the processor's API now (never from a webhook's body). */
export async function followPayout(ctx: AppContext, processor: PaymentProcessor, payoutId: string): Promise<FollowedPayout> {
  const [withdrawal] = await ctx.db.select({ id: withdrawals.id, status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.payoutId, payoutId));
  if (!withdrawal || !processor.payouts) return 'unknown';
  if (withdrawal.status !== 'sending') return 'decided';
  return actOnPayout(ctx, processor, withdrawal.id, await processor.payouts.payoutState(payoutId));
}
