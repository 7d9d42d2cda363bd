import { conflict } from '../errors';
import { isUniqueViolation } from '../db/pg-errors';
import { messages } from '../../shared/messages';

const ONE_ACTIVE_PER_PLAN = 'investments_one_active_per_plan';

/** The index that refused the write, wherever the driver or Drizzle's wrapper put its name. */
function refusingConstraint(error: unknown): string | undefined {
  for (let current = error as { constraint?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (typeof current.constraint === 'string') return current.constraint;
  }
  return undefined;
}

/**
 * True when the partial unique index "one active investment per user per plan" refused a write.
 * An error that names no index counts too: it is the only unique index on the investments table.
 */
export function isOneActivePerPlanViolation(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const constraint = refusingConstraint(error);
  return constraint === undefined || constraint === ONE_ACTIVE_PER_PLAN;
}

export const duplicateActivePlan = (planName: string) =>
  conflict('DUPLICATE_ACTIVE_PLAN', messages.duplicateActivePlan(planName));
