import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { deposits, investments } from '../db/schema';
import { decideRequest, type Decision, type ProcessorDecision } from '../money/decision';
import type { MoneyOperation } from '../money/run';
import { cancelUnpaidAfter } from './fund-investment';
import { queueDto } from '../money/queue';
import { formatUsd } from '../../shared/money';
import { depositQueue } from './queue';

/** An operator's rejection, or a processor's report that the deposit's invoice expired unpaid (an expiry). */
export async function rejectDeposit(db: Queryable, id: string, reason: string, decision: Decision | ProcessorDecision): Promise<MoneyOperation> {
  const { adminId, now } = decision;
  const processor = 'processor' in decision ? decision.processor : undefined;
  const request = await depositQueue.readPending(db, id, adminId);
  // The investment was waiting for this money; without it, it never starts.
  const [unpaid] = request.investmentId
    ? await db
        .select({ id: investments.id, status: investments.status, planName: investments.planName })
        .from(investments)
        .where(eq(investments.id, request.investmentId))
    : [];
  const cancelled = unpaid?.status === 'unpaid' ? { ...unpaid, status: 'cancelled' } : undefined;
  const rejected = `Your deposit of ${formatUsd(request.amountCents)} via ${request.method} was rejected (reason: ${reason}).`;
  return decideRequest(
    db,
    {
      operation: processor ? 'deposit-expiry' : 'deposit-rejection',
      table: deposits,
      request,
      changes: { status: 'rejected' as const, rejectionReason: reason, decidedBy: adminId, decidedAt: now },
      action: 'deposit.reject',
      entityType: 'deposit',
      withDecision: (statement, decided) => cancelled && cancelUnpaidAfter(statement, decided, cancelled.id),
      news: {
        kind: 'deposit_rejected',
        message: cancelled ? `${rejected} Your ${cancelled.planName} investment was cancelled.` : rejected,
        params: {
          amountCents: request.amountCents,
          method: request.method,
          reason,
          ...(cancelled && { context: 'investmentCancelled', plan: cancelled.planName }),
        },
      },
      audited: { investment: cancelled ?? null, ...(processor && { decidedByProcessor: processor }) },
      answer: (decided) => ({
        deposit: queueDto(decided),
        investment: cancelled ? { id: cancelled.id, status: cancelled.status } : null,
        message: 'Deposit rejected.',
      }),
    },
    adminId,
  );
}
