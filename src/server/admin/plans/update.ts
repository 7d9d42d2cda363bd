import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { investmentPlans } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../../audit/record';
import type { AdminPlanDto } from '../../../shared/schemas/admin';
import { type PlanFields, guardPlanWrite } from './guard-write';
import { toDto } from './dto';

/**
 * Edits apply to new investments only: each investment keeps the terms it was bought with.
 * Savepoint so a refused write leaves the transaction usable.
 */
export async function updatePlan(tx: Tx, id: number, changes: Partial<PlanFields>, adminId: string): Promise<AdminPlanDto> {
  const [before] = await tx.select().from(investmentPlans).where(eq(investmentPlans.id, id)).for('update');
  if (!before) throw notFound();
  const [after] = await guardPlanWrite(() =>
    tx.transaction((savepoint) => savepoint.update(investmentPlans).set(changes).where(eq(investmentPlans.id, id)).returning()),
  );
  const action = changes.retired === true && !before.retired ? 'plan.retire' : 'plan.update';
  await writeAudit(tx, { actorId: adminId, action, entityType: 'plan', entityId: id, before, after });
  return toDto(after!);
}
