import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { withdrawals } from '../db/schema';
import type { Page } from '../db/pagination';
import { MoneyStatement } from '../money/statement';
import { auditAfter, tellAfter } from '../money/effects';
import { decide, lockPending, readInvestor, type Decision } from '../money/decision';
import { rejectWithRefund } from '../money/refund';
import type { MoneyOperation } from '../money/run';
import { queueDto, queueRows } from '../money/queue';
import type { AdminWithdrawalDto, QueueQuery } from '../../shared/schemas/admin';
import { formatUsd } from '../../shared/money';

const withdrawalQueue = queueRows(withdrawals, getTableColumns(withdrawals), 'withdrawal');

export async function listWithdrawals(db: Queryable, query: QueueQuery): Promise<Page<AdminWithdrawalDto>> {
  const page = await withdrawalQueue.list(db, query);
  return { items: page.items.map(queueDto), nextCursor: page.nextCursor };
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
  return { statement, done: decided, statusCode: 200, body: { withdrawal: queueDto({ ...after, email, fullname }) } };
}

/** Rejecting gives back what the request took from the balance (the amount; the spec charges no fee up front). */
export async function rejectWithdrawal(db: Queryable, id: string, reason: string, decision: Decision): Promise<MoneyOperation> {
  const request = await withdrawalQueue.readPending(db, id, decision.adminId);
  return rejectWithRefund(
    db,
    {
      table: withdrawals,
      request,
      reason,
      refund: { refType: 'withdrawal', takenKind: 'withdrawal', refundKind: 'withdrawal_refund', narration: `Withdrawal rejected: ${reason}` },
      action: 'withdrawal.reject',
      news: (refundedCents) => ({
        kind: 'withdrawal_rejected',
        message: `Your withdrawal of ${formatUsd(request.amountCents)} was rejected (reason: ${reason}) and ${formatUsd(refundedCents)} was returned to your balance.`,
        params: { amountCents: request.amountCents, reason, refundedCents },
        refType: 'withdrawal',
        refId: id,
      }),
      answer: (rejected) => ({ withdrawal: queueDto(rejected) }),
    },
    decision,
  );
}
