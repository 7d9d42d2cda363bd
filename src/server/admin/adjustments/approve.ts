import type { Queryable } from '../../db/client';
import { balanceAdjustments } from '../../db/schema';
import { post } from '../../money/post-entry';
import { decideRequest, type Decision } from '../../money/decision';
import type { MoneyOperation } from '../../money/run';
import { queueDto } from '../../money/queue';
import { conflict } from '../../errors';
import { fourEyesMessages } from '../../../shared/schemas/four-eyes';
import { adjustmentNews, checkAdjustment } from '../users/adjust-balance';
import { adjustmentQueue, operatorName } from './queue';

/**
 * A second operator approves a proposed adjustment: one statement locks it while pending, posts
 * it on the balance (once: its entry is keyed by the proposal) and only then marks it approved. The
 * operator who proposed it cannot approve it too; a debit that would now take the balance below
 * zero is refused (400) and the proposal stays pending.
 */
export async function approveAdjustment(db: Queryable, id: string, { adminId, now }: Decision): Promise<MoneyOperation> {
  const request = await adjustmentQueue.readPending(db, id, adminId);
  if (request.proposedBy === adminId) throw conflict('SECOND_APPROVER_REQUIRED', fourEyesMessages.secondApproverRequired);
  await checkAdjustment(db, request.userId, request, adminId);
  const approvedByName = await operatorName(db, adminId);
  return decideRequest(
    db,
    {
      operation: 'adjustment-approval',
      table: balanceAdjustments,
      request,
      changes: { status: 'approved' as const, decidedBy: adminId, decidedAt: now },
      action: 'adjustment.approve',
      entityType: 'adjustment',
      moneyAfter: (statement, pending) =>
        post(
          statement,
          {
            userId: request.userId,
            amountCents: request.amountCents,
            kind: 'adjustment',
            refType: 'adjustment',
            refId: id,
            narration: request.narration,
            uniqueKey: `adjustment:${id}`,
            actorId: adminId,
          },
          { after: pending },
        ).moved,
      news: adjustmentNews(request),
      audited: { decidedByName: approvedByName },
      answer: (decided) => ({ adjustment: queueDto({ ...decided, decidedByName: approvedByName }) }),
    },
    adminId,
  );
}
