import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { deposits, investments, type Deposit } from '../../db/schema';
import type { Page } from '../../db/pagination';
import { isoOrNull, type Decision } from '../queue';
import { writeAudit } from '../audit';
import { queueRows } from '../queue-rows';
import { tellInvestor } from '../tell-investor';
import { formatUsd } from '../../../shared/money';
import type { AdminDepositDto, QueueQuery } from '../../../shared/schemas/admin';

type DepositRow = Deposit & { email: string; fullname: string };

export function toAdminDepositDto(row: DepositRow): AdminDepositDto {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    fullname: row.fullname,
    amountCents: row.amountCents,
    method: row.method,
    walletAddress: row.walletAddress,
    investmentId: row.investmentId,
    status: row.status,
    rejectionReason: row.rejectionReason,
    decidedBy: row.decidedBy,
    decidedAt: isoOrNull(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export const depositQueue = queueRows(deposits, getTableColumns(deposits), 'deposit');

export async function listDeposits(db: Queryable, query: QueueQuery): Promise<Page<AdminDepositDto>> {
  const page = await depositQueue.list(db, query);
  return { items: page.items.map(toAdminDepositDto), nextCursor: page.nextCursor };
}

export async function rejectDeposit(tx: Tx, id: string, reason: string, { adminId, now }: Decision) {
  const before = await depositQueue.lockPending(tx, id, adminId);
  const [after] = await tx
    .update(deposits)
    .set({ status: 'rejected', rejectionReason: reason, decidedBy: adminId, decidedAt: now })
    .where(eq(deposits.id, id))
    .returning();
  // The investment was waiting for this money; without it, it never starts.
  const [cancelled] = before.investmentId
    ? await tx
        .update(investments)
        .set({ status: 'cancelled' })
        .where(and(eq(investments.id, before.investmentId), eq(investments.status, 'unpaid')))
        .returning({ id: investments.id, status: investments.status, planName: investments.planName })
    : [];
  const rejected = `Your deposit of ${formatUsd(before.amountCents)} via ${before.method} was rejected (reason: ${reason}).`;
  await tellInvestor(tx, {
    userId: before.userId,
    kind: 'deposit_rejected',
    subject: 'Your deposit was rejected',
    message: cancelled ? `${rejected} Your ${cancelled.planName} investment was cancelled.` : rejected,
    params: {
      amountCents: before.amountCents,
      method: before.method,
      reason,
      ...(cancelled && { context: 'investmentCancelled', plan: cancelled.planName }),
    },
    preference: 'invplanemail',
    refType: 'deposit',
    refId: id,
  });
  await writeAudit(tx, {
    actorId: adminId,
    action: 'deposit.reject',
    entityType: 'deposit',
    entityId: id,
    before,
    after: { ...after, investment: cancelled ?? null },
  });
  return {
    deposit: toAdminDepositDto({ ...after!, email: before.email, fullname: before.fullname }),
    investment: cancelled ? { id: cancelled.id, status: cancelled.status } : null,
    message: 'Deposit rejected.',
  };
}
