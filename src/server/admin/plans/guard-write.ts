import type { investmentPlans } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { isUniqueViolation } from '../../db/pg-errors';
import { MAX_BELOW_MIN } from '../../../shared/schemas/admin';

export type PlanFields = Omit<typeof investmentPlans.$inferInsert, 'id' | 'createdAt'>;

const CHECK_VIOLATION = '23514';

function isCheckViolation(error: unknown): boolean {
  const withCause = error as { code?: string; cause?: { code?: string } };
  return (withCause.code ?? withCause.cause?.code) === CHECK_VIOLATION;
}

/** Plan names are unique and min ≤ max is a database CHECK: both become 4xx answers, not 500s. */
export async function guardPlanWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('PLAN_NAME_TAKEN', 'A plan with this name already exists.');
    if (isCheckViolation(error)) throw badRequest('PLAN_INVALID', MAX_BELOW_MIN);
    throw error;
  }
}
