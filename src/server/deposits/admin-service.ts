import { eq, getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { deposits, investments } from '../db/schema';
import type { Page } from '../db/pagination';
import { MoneyStatement } from '../money/statement';
import { auditAfter, tellAfter } from '../money/effects';
import { decide, lockPending, readInvestor, type Decision } from '../money/decision';
import type { MoneyOperation } from '../money/run';
import { cancelUnpaidAfter } from './fund-investment';
import { queueDto, queueRows } from '../money/queue';
import { formatUsd } from '../../shared/money';
import type { AdminDepositDto, QueueQuery } from '../../shared/schemas/admin';

export const depositQueue = queueRows(deposits, getTableColumns(deposits), 'deposit');

export async function listDeposits(db: Queryable, query: QueueQuery): Promise<Page<AdminDepositDto>> {
  const page = await depositQueue.list(db, query);
  return { items: page.items.map(queueDto), nextCursor: page.nextCursor };
}

export async function rejectDeposit(db: Queryable, id: string, reason: string, { adminId, now }: Decision): Promise<MoneyOperation> {
  const { email, fullname, ...before } = await depositQueue.readPending(db, id, adminId);
  const investor = await readInvestor(db, before.userId);
  const changes = { status: 'rejected' as const, rejectionReason: reason, decidedBy: adminId, decidedAt: now };
  const after = { ...before, ...changes };
  const statement = new MoneyStatement();
  const decided = decide(statement, deposits, id, changes, lockPending(statement, deposits, id, adminId));
  // The investment was waiting for this money; without it, it never starts.
  const [unpaid] = before.investmentId
    ? await db
        .select({ id: investments.id, status: investments.status, planName: investments.planName })
        .from(investments)
        .where(eq(investments.id, before.investmentId))
    : [];
  const cancelled = unpaid?.status === 'unpaid' ? { ...unpaid, status: 'cancelled' } : undefined;
  if (cancelled) cancelUnpaidAfter(statement, decided, cancelled.id);
  const rejected = `Your deposit of ${formatUsd(before.amountCents)} via ${before.method} was rejected (reason: ${reason}).`;
  tellAfter(statement, decided, investor, {
    kind: 'deposit_rejected',
    message: cancelled ? `${rejected} Your ${cancelled.planName} investment was cancelled.` : rejected,
    params: {
      amountCents: before.amountCents,
      method: before.method,
      reason,
      ...(cancelled && { context: 'investmentCancelled', plan: cancelled.planName }),
    },
    refType: 'deposit',
    refId: id,
  });
  auditAfter(statement, decided, {
    actorId: adminId,
    action: 'deposit.reject',
    entityType: 'deposit',
    entityId: id,
    before: { ...before, email, fullname },
    after: { ...after, investment: cancelled ?? null },
  });
  return {
    statement,
    done: decided,
    statusCode: 200,
    body: {
      deposit: queueDto({ ...after, email, fullname }),
      investment: cancelled ? { id: cancelled.id, status: cancelled.status } : null,
      message: 'Deposit rejected.',
    },
  };
}
