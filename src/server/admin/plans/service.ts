import { asc, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { investmentPlans, type InvestmentPlan } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { isUniqueViolation } from '../../db/pg-errors';
import { writeAudit } from '../../audit/record';
import { MAX_BELOW_MIN, type AdminPlanDto } from '../../../shared/schemas/admin';

type PlanFields = Omit<typeof investmentPlans.$inferInsert, 'id' | 'createdAt'>;

function toDto(plan: InvestmentPlan): AdminPlanDto {
  return { ...plan, createdAt: plan.createdAt.toISOString() };
}

const CHECK_VIOLATION = '23514';

function isCheckViolation(error: unknown): boolean {
  const withCause = error as { code?: string; cause?: { code?: string } };
  return (withCause.code ?? withCause.cause?.code) === CHECK_VIOLATION;
}

/** Plan names are unique and min ≤ max is a database CHECK: both become 4xx answers, not 500s. */
async function guardPlanWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('PLAN_NAME_TAKEN', 'A plan with this name already exists.');
    if (isCheckViolation(error)) throw badRequest('PLAN_INVALID', MAX_BELOW_MIN);
    throw error;
  }
}

/** Every plan, retired ones included; investors only see GET /api/plans, which leaves retired ones out. */
export async function listAllPlans(db: Queryable): Promise<AdminPlanDto[]> {
  const plans = await db.select().from(investmentPlans).orderBy(asc(investmentPlans.sortOrder), asc(investmentPlans.id));
  return plans.map(toDto);
}

export async function createPlan(tx: Tx, fields: PlanFields, adminId: string): Promise<AdminPlanDto> {
  const [plan] = await guardPlanWrite(() => tx.insert(investmentPlans).values(fields).returning());
  await writeAudit(tx, { actorId: adminId, action: 'plan.create', entityType: 'plan', entityId: plan!.id, after: plan });
  return toDto(plan!);
}

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
