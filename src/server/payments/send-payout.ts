import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../context';
import { idempotencyKeys, withdrawalApprovals, withdrawals } from '../db/schema';
import { writeAudit } from '../audit/record';
import { AppError, conflict } from '../errors';
import { storedAnswer, type IdempotencyClaim, type MoneyResult } from '../http/idempotency';
import type { adminWithdrawalDto } from '../../shared/schemas/admin';
import type { z } from 'zod';
import { queueDto } from '../money/queue';
import { withdrawalQueue } from '../withdrawals/queue';
import { ProcessorUnavailable } from './processor';
import { configuredProcessors } from './processors';

/**
 * An approved withdrawal in a coin whose processor sends payouts is sent by it instead of being
 * recorded as paid: null when its coin has no such processor (the operator pays it by hand).
 *
 * The withdrawal is first moved from pending to `sending` in one conditional update, so of any
 * number of approvals, by one operator or many instances, one makes the payout and the others find it
 * decided. A processor that refuses the payout made none: the withdrawal goes back to pending. One that
 * does not answer may have made it: the withdrawal stays being sent and the reconciliation looks the
 * payout up by the withdrawal's id, so it is never made twice.
 *
 * The deciding approval of a large withdrawal is recorded with the claim (and removed again when the
 * processor refuses), and the answer is kept under the request's Idempotency-Key, so a retried
 * approval gets the same answer instead of a refusal.
 */
export async function sendPayout(
  ctx: AppContext,
  id: string,
  adminId: string,
  { approval, claim }: { approval?: typeof withdrawalApprovals.$inferInsert; claim?: IdempotencyClaim } = {},
): Promise<{ replayed: MoneyResult } | { withdrawal: z.infer<typeof adminWithdrawalDto> } | null> {
  // The coin first: a withdrawal the operator pays by hand is left wholly to the decision (and its Idempotency-Key replay).
  const [coin] = await ctx.db.select({ cryptoType: withdrawals.cryptoType }).from(withdrawals).where(eq(withdrawals.id, id));
  const processor = coin && configuredProcessors(ctx.config).forCoin(coin.cryptoType);
  const sender = processor?.payouts;
  if (!coin || !processor || !sender?.coins.includes(coin.cryptoType)) return null;
  const replay = claim && (await storedAnswer(ctx.db, adminId, claim));
  if (replay) return { replayed: replay };
  const request = await withdrawalQueue.readPending(ctx.db, id, adminId);
  const now = ctx.clock.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: 'sending', payoutId: null, payoutState: null, decidedBy: adminId, decidedAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending'), ne(withdrawals.userId, adminId)))
      .returning({ id: withdrawals.id });
    if (row) {
      const after = { status: 'sending', decidedBy: adminId, decidedAt: now, payoutBy: processor.name };
      await writeAudit(tx, { actorId: adminId, action: 'withdrawal.payout', entityType: 'withdrawal', entityId: id, before: request, after });
      if (approval) await tx.insert(withdrawalApprovals).values(approval);
    }
    return Boolean(row);
  });
  if (!claimed) throw conflict('ALREADY_DECIDED', 'This withdrawal was already decided.');

  const destination = request.walletAddress;
  try {
    const payout = await sender.createPayout({ withdrawalId: id, amountCents: request.amountCents, coin: request.cryptoType, destination });
    await ctx.db
      .update(withdrawals)
      .set({ payoutId: payout.payoutId, payoutState: payout.state })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'sending'), isNull(withdrawals.payoutId)));
    const sending = { ...request, status: 'sending', payoutState: payout.state, decidedBy: adminId, decidedAt: now };
    const answer = { withdrawal: queueDto(sending) };
    if (claim)
      await ctx.db
        .insert(idempotencyKeys)
        .values({ userId: adminId, ...claim, statusCode: 200, responseBody: answer })
        .onConflictDoNothing();
    return answer;
  } catch (error) {
    if (!(error instanceof ProcessorUnavailable)) throw error;
    if (!error.answered)
      throw new AppError(
        503,
        'PROCESSOR_UNAVAILABLE',
        `${processor.name} did not answer: the withdrawal stays being sent until the reconciliation finds whether the payout was made.`,
      );
    await ctx.db.transaction(async (tx) => {
      const [returned] = await tx
        .update(withdrawals)
        .set({ status: 'pending', payoutId: request.payoutId, payoutState: request.payoutState, decidedBy: null, decidedAt: null })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'sending'), isNull(withdrawals.payoutId)))
        .returning({ id: withdrawals.id });
      if (returned && approval)
        await tx.delete(withdrawalApprovals).where(and(eq(withdrawalApprovals.withdrawalId, id), eq(withdrawalApprovals.operatorId, adminId)));
    });
    throw new AppError(
      503,
      'PROCESSOR_UNAVAILABLE',
      `${processor.name} refused the payout; the withdrawal is back in the queue. Check the store's wallet and rates, then approve again.`,
    );
  }
}
