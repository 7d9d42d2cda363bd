import type { Queryable } from '../../db/client';
import { balanceAdjustments } from '../../db/schema';
import { decideRequest, type Decision } from '../../money/decision';
import type { MoneyOperation } from '../../money/run';
import { queueDto } from '../../money/queue';
import { adjustmentQueue, operatorName } from './queue';

/**
 * Any operator, the one who proposed it included, ends a proposed adjustment at once; no money
 * moves and the investor, never told of the proposal, is not told of its end. It is decided as
 * an approval is, so a retried rejection (its Idempotency-Key) replays its answer and a racing
 * decision finds it decided.
 */
export async function rejectAdjustment(db: Queryable, id: string, reason: string, { adminId, now }: Decision): Promise<MoneyOperation> {
  const request = await adjustmentQueue.readPending(db, id, adminId);
  const decidedByName = await operatorName(db, adminId);
  return decideRequest(
    db,
    {
      operation: 'adjustment-rejection',
      table: balanceAdjustments,
      request,
      changes: { status: 'rejected' as const, rejectionReason: reason, decidedBy: adminId, decidedAt: now },
      action: 'adjustment.reject',
      entityType: 'adjustment',
      audited: { decidedByName },
      answer: (decided) => ({ adjustment: queueDto({ ...decided, decidedByName }) }),
    },
    adminId,
  );
}
