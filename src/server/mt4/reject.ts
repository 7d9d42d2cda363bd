import type { Queryable } from '../db/client';
import { mt4Subscriptions } from '../db/schema';
import type { Decision } from '../money/decision';
import { rejectWithRefund } from '../money/refund';
import type { MoneyOperation } from '../money/run';
import { queueDto } from '../money/queue';
import { formatUsd } from '../../shared/money';
import { mt4Queue } from './queue';

export async function rejectMt4Subscription(db: Queryable, id: string, reason: string, decision: Decision): Promise<MoneyOperation> {
  const request = await mt4Queue.readPending(db, id, decision.adminId);
  return rejectWithRefund(
    db,
    {
      operation: 'mt4-rejection',
      table: mt4Subscriptions,
      request,
      reason,
      refund: { refType: 'mt4_subscription', takenKind: 'mt4_subscription', refundKind: 'mt4_refund', narration: `MT4 subscription rejected: ${reason}` },
      action: 'mt4.reject',
      news: (refundedCents) => ({
        kind: 'mt4_rejected',
        message: `Your ${request.duration} MT4 subscription was rejected (reason: ${reason}) and ${formatUsd(refundedCents)} was returned to your balance.`,
        params: { duration: request.duration, reason, refundedCents },
      }),
      answer: (rejected) => ({ subscription: queueDto(rejected) }),
    },
    decision,
  );
}
