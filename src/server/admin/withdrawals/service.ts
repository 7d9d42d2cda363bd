import { eq, getTableColumns } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { withdrawals, type Withdrawal } from '../../db/schema';
import type { Page } from '../../db/pagination';
import { refundWhatWasTaken } from '../refund';
import { tellInvestor } from '../tell-investor';
import { isoOrNull, type Decision } from '../queue';
import { writeAudit } from '../audit';
import { queueRows } from '../queue-rows';
import type { AdminWithdrawalDto, QueueQuery } from '../../../shared/schemas/admin';
import { formatUsd } from '../../../shared/money';

type WithdrawalRow = Withdrawal & { email: string; fullname: string };

function toDto(row: WithdrawalRow): AdminWithdrawalDto {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    fullname: row.fullname,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    totalCents: row.totalCents,
    walletAddress: row.walletAddress,
    cryptoType: row.cryptoType,
    txHash: row.txHash,
    status: row.status,
    rejectionReason: row.rejectionReason,
    decidedBy: row.decidedBy,
    decidedAt: isoOrNull(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const withdrawalQueue = queueRows(withdrawals, getTableColumns(withdrawals), 'withdrawal');

export async function listWithdrawals(db: Queryable, query: QueueQuery): Promise<Page<AdminWithdrawalDto>> {
  const page = await withdrawalQueue.list(db, query);
  return { items: page.items.map(toDto), nextCursor: page.nextCursor };
}

/** The money left the balance when the investor asked; approval records that it was paid out. */
export async function approveWithdrawal(tx: Tx, id: string, txHash: string | undefined, { adminId, now }: Decision) {
  const before = await withdrawalQueue.lockPending(tx, id, adminId);
  const [after] = await tx
    .update(withdrawals)
    .set({ status: 'completed', txHash: txHash || null, decidedBy: adminId, decidedAt: now })
    .where(eq(withdrawals.id, id))
    .returning();
  const sent = `Your withdrawal of ${formatUsd(before.amountCents)} in ${before.cryptoType} to ${before.walletAddress} was sent.`;
  await tellInvestor(tx, {
    userId: before.userId,
    kind: 'withdrawal_completed',
    subject: 'Your withdrawal was sent',
    message: after!.txHash ? `${sent} Transaction hash: ${after!.txHash}` : sent,
    params: {
      amountCents: before.amountCents,
      coin: before.cryptoType,
      wallet: before.walletAddress,
      ...(after!.txHash && { context: 'withHash', txHash: after!.txHash }),
    },
    refType: 'withdrawal',
    refId: id,
  });
  await writeAudit(tx, { actorId: adminId, action: 'withdrawal.approve', entityType: 'withdrawal', entityId: id, before, after });
  return { withdrawal: toDto({ ...after!, email: before.email, fullname: before.fullname }) };
}

/** Rejecting gives back what the request took from the balance (the amount; the spec charges no fee up front). */
export async function rejectWithdrawal(tx: Tx, id: string, reason: string, { adminId, now }: Decision) {
  const before = await withdrawalQueue.lockPending(tx, id, adminId);
  const [after] = await tx
    .update(withdrawals)
    .set({ status: 'rejected', rejectionReason: reason, decidedBy: adminId, decidedAt: now })
    .where(eq(withdrawals.id, id))
    .returning();
  const refundedCents = await refundWhatWasTaken(tx, {
    userId: before.userId,
    refType: 'withdrawal',
    refId: id,
    takenKind: 'withdrawal',
    refundKind: 'withdrawal_refund',
    narration: `Withdrawal rejected: ${reason}`,
    adminId,
  });
  await tellInvestor(tx, {
    userId: before.userId,
    kind: 'withdrawal_rejected',
    subject: 'Your withdrawal was rejected',
    message: `Your withdrawal of ${formatUsd(before.amountCents)} was rejected (reason: ${reason}) and ${formatUsd(refundedCents)} was returned to your balance.`,
    params: { amountCents: before.amountCents, reason, refundedCents },
    refType: 'withdrawal',
    refId: id,
  });
  await writeAudit(tx, {
    actorId: adminId,
    action: 'withdrawal.reject',
    entityType: 'withdrawal',
    entityId: id,
    before,
    after: { ...after, refundedCents },
  });
  return { withdrawal: toDto({ ...after!, email: before.email, fullname: before.fullname }) };
}
