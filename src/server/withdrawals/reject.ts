import type { Queryable } from '../db/client';
import { withdrawals } from '../db/schema';
import type { Decision } from '../money/decision';
import { rejectWithRefund } from '../money/refund';
import type { MoneyOperation } from '../money/run';
import { queueDto } from '../money/queue';
import { formatUsd } from '../../shared/money';
import { withdrawalQueue } from './queue';

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
