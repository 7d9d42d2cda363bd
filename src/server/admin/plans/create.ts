import type { Tx } from '../../db/client';
import { investmentPlans } from '../../db/schema';
import { writeAudit } from '../../audit/record';
import type { AdminPlanDto } from '../../../shared/schemas/admin';
import { type PlanFields, guardPlanWrite } from './guard-write';
import { toDto } from './dto';

export async function createPlan(tx: Tx, fields: PlanFields, adminId: string): Promise<AdminPlanDto> {
  const [plan] = await guardPlanWrite(() => tx.insert(investmentPlans).values(fields).returning());
  await writeAudit(tx, { actorId: adminId, action: 'plan.create', entityType: 'plan', entityId: plan!.id, after: plan });
  return toDto(plan!);
}
