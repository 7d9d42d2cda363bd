import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { balanceAdjustments } from '../../db/schema';
import type { Decision } from '../../money/decision';
import { queueDto } from '../../money/queue';
import { conflict } from '../../errors';
import { writeAudit } from '../../audit/record';
import { fourEyesMessages } from '../../../shared/schemas/four-eyes';
import { adjustmentQueue, operatorName } from './queue';

/** Any operator, the one who proposed it included, ends a proposed adjustment at once; no money moves. */
export async function rejectAdjustment(tx: Tx, id: string, reason: string, { adminId, now }: Decision) {
  const request = await adjustmentQueue.readPending(tx, id, adminId);
  const changes = { status: 'rejected' as const, rejectionReason: reason, decidedBy: adminId, decidedAt: now };
  const [rejected] = await tx
    .update(balanceAdjustments)
    .set(changes)
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'pending')))
    .returning({ id: balanceAdjustments.id });
  if (!rejected) throw conflict('ALREADY_DECIDED', fourEyesMessages.adjustmentDecided);
  const decidedByName = await operatorName(tx, adminId);
  await writeAudit(tx, {
    actorId: adminId,
    action: 'adjustment.reject',
    entityType: 'adjustment',
    entityId: id,
    before: request,
    after: { ...changes, decidedByName },
  });
  return { adjustment: queueDto({ ...request, ...changes, decidedByName }) };
}
