import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { withdrawals } from '../db/schema';
import type { Page } from '../db/pagination';
import { decideRequest, type Decision } from '../money/decision';
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
  const request = await withdrawalQueue.readPending(db, id, adminId);
  const changes = { status: 'completed' as const, txHash: txHash || null, decidedBy: adminId, decidedAt: now };
  const sent = `Your withdrawal of ${formatUsd(request.amountCents)} in ${request.cryptoType} to ${request.walletAddress} was sent.`;
  return decideRequest(
    db,
    {
      operation: 'withdrawal-approval',
      table: withdrawals,
      request,
      changes,
      action: 'withdrawal.approve',
      entityType: 'withdrawal',
      news: {
        kind: 'withdrawal_completed',
        message: changes.txHash ? `${sent} Transaction hash: ${changes.txHash}` : sent,
        params: {
          amountCents: request.amountCents,
          coin: request.cryptoType,
          wallet: request.walletAddress,
          ...(changes.txHash && { context: 'withHash', txHash: changes.txHash }),
        },
      },
      answer: (approved) => ({ withdrawal: queueDto(approved) }),
    },
    adminId,
  );
}

/** Rejecting gives back what the request took from the balance (the amount; the spec charges no fee up front). */
export async function rejectWithdrawal(db: Queryable, id: string, reason: string, decision: Decision): Promise<MoneyOperation> {
  const request = await withdrawalQueue.readPending(db, id, decision.adminId);
  return rejectWithRefund(
    db,
    {
      operation: 'withdrawal-rejection',
      table: withdrawals,
      request,
      reason,
      refund: { refType: 'withdrawal', takenKind: 'withdrawal', refundKind: 'withdrawal_refund', narration: `Withdrawal rejected: ${reason}` },
      action: 'withdrawal.reject',
      news: (refundedCents) => ({
        kind: 'withdrawal_rejected',
        message: `Your withdrawal of ${formatUsd(request.amountCents)} was rejected (reason: ${reason}) and ${formatUsd(refundedCents)} was returned to your balance.`,
        params: { amountCents: request.amountCents, reason, refundedCents },
      }),
      answer: (rejected) => ({ withdrawal: queueDto(rejected) }),
    },
    decision,
  );
}
