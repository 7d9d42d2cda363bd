import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { withdrawals, type Withdrawal } from '../db/schema';
import type { Page } from '../db/pagination';
import { MoneyStatement } from '../money/statement';
import { auditAfter, tellAfter } from '../money/effects';
import { decide, lockPending, readInvestor, type Decision } from '../money/decision';
import { refundAfter } from '../money/refund';
import type { MoneyOperation } from '../money/run';
import { isoOrNull } from '../admin/queue';
import { queueRows } from '../admin/queue-rows';
import type { AdminWithdrawalDto, QueueQuery } from '../../shared/schemas/admin';
import { formatUsd } from '../../shared/money';

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
export async function approveWithdrawal(db: Queryable, id: string, txHash: string | undefined, { adminId, now }: Decision): Promise<MoneyOperation> {
  const { email, fullname, ...before } = await withdrawalQueue.readPending(db, id, adminId);
  const investor = await readInvestor(db, before.userId);
  const changes = { status: 'completed' as const, txHash: txHash || null, decidedBy: adminId, decidedAt: now };
  const after = { ...before, ...changes };
  const statement = new MoneyStatement();
  const decided = decide(statement, withdrawals, id, changes, lockPending(statement, withdrawals, id, adminId));
  const sent = `Your withdrawal of ${formatUsd(before.amountCents)} in ${before.cryptoType} to ${before.walletAddress} was sent.`;
  tellAfter(statement, decided, investor, {
    kind: 'withdrawal_completed',
    subject: 'Your withdrawal was sent',
    message: after.txHash ? `${sent} Transaction hash: ${after.txHash}` : sent,
    params: {
      amountCents: before.amountCents,
      coin: before.cryptoType,
      wallet: before.walletAddress,
      ...(after.txHash && { context: 'withHash', txHash: after.txHash }),
    },
    refType: 'withdrawal',
    refId: id,
  });
  auditAfter(statement, decided, {
    actorId: adminId,
    action: 'withdrawal.approve',
    entityType: 'withdrawal',
    entityId: id,
    before: { ...before, email, fullname },
    after,
  });
  return { statement, done: decided, statusCode: 200, body: { withdrawal: toDto({ ...after, email, fullname }) } };
}

/** Rejecting gives back what the request took from the balance (the amount; the spec charges no fee up front). */
export async function rejectWithdrawal(db: Queryable, id: string, reason: string, { adminId, now }: Decision): Promise<MoneyOperation> {
  const { email, fullname, ...before } = await withdrawalQueue.readPending(db, id, adminId);
  const investor = await readInvestor(db, before.userId);
  const changes = { status: 'rejected' as const, rejectionReason: reason, decidedBy: adminId, decidedAt: now };
  const after = { ...before, ...changes };
  const statement = new MoneyStatement();
  const pending = lockPending(statement, withdrawals, id, adminId);
  const { refundedCents, refunded } = await refundAfter(db, statement, pending, {
    userId: before.userId,
    refType: 'withdrawal',
    refId: id,
    takenKind: 'withdrawal',
    refundKind: 'withdrawal_refund',
    narration: `Withdrawal rejected: ${reason}`,
    adminId,
  });
  const decided = decide(statement, withdrawals, id, changes, refunded);
  tellAfter(statement, decided, investor, {
    kind: 'withdrawal_rejected',
    subject: 'Your withdrawal was rejected',
    message: `Your withdrawal of ${formatUsd(before.amountCents)} was rejected (reason: ${reason}) and ${formatUsd(refundedCents)} was returned to your balance.`,
    params: { amountCents: before.amountCents, reason, refundedCents },
    refType: 'withdrawal',
    refId: id,
  });
  auditAfter(statement, decided, {
    actorId: adminId,
    action: 'withdrawal.reject',
    entityType: 'withdrawal',
    entityId: id,
    before: { ...before, email, fullname },
    after: { ...after, refundedCents },
  });
  return { statement, done: decided, statusCode: 200, body: { withdrawal: toDto({ ...after, email, fullname }) } };
}
