import { conflict } from '../errors';
import { isUniqueViolation, violatedConstraint } from '../db/pg-errors';
import { messages } from '../../shared/messages';

const ONE_ACTIVE_PER_PLAN = 'investments_one_active_per_plan';

/**
 * True when the partial unique index "one active investment per user per plan" refused a write.
 * An error that names no index counts too: it is the only unique index on the investments table.
 */
export function isOneActivePerPlanViolation(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const constraint = violatedConstraint(error);
  return constraint === undefined || constraint === ONE_ACTIVE_PER_PLAN;
}

export const duplicateActivePlan = (planName: string) => conflict('DUPLICATE_ACTIVE_PLAN', messages.duplicateActivePlan(planName));
