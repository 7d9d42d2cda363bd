import { z } from 'zod';
import { messages } from '../messages';

/** An investment plan as investors see it. maxCents null means "Unlimited". */
export const planDto = z.object({
  id: z.number().int(),
  name: z.string(),
  minCents: z.number().int(),
  maxCents: z.number().int().nullable(),
  /** Cumulative profit over the whole duration, in basis points. */
  roiBps: z.number().int(),
  /** The plan's own bonus, or the default 500 (5 %) when it names none. */
  referralBonusBps: z.number().int(),
  durationDays: z.number().int(),
});
export type PlanDto = z.infer<typeof planDto>;

export const plansResponse = z.object({ plans: z.array(planDto) });
export type PlansResponse = z.infer<typeof plansResponse>;

/**
 * A plan purchase's amount rules: above 0, at least the plan minimum and at most its maximum unless
 * Unlimited. Returns the catalogue message of the first rule broken, or null.
 */
export function planAmountViolation(plan: Pick<PlanDto, 'minCents' | 'maxCents'>, amountCents: number): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return messages.invalidAmount;
  if (amountCents < plan.minCents) return messages.belowPlanMinimum(plan.minCents);
  if (plan.maxCents !== null && amountCents > plan.maxCents) return messages.abovePlanMaximum(plan.maxCents);
  return null;
}
