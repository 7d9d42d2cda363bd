import { z } from 'zod';
import { adjustmentBody, MAX_BELOW_MIN, planCreateBody } from '../../../shared/schemas/admin';
import { dollarInputToCents } from '../../../shared/schemas/amount';
import { messages } from '../../../shared/messages';
import { parseDollarsToCents } from '../../../shared/money';

/**
 * The console's forms hold what the operator typed ("12.50", "2.5"); these schemas turn that into
 * the request the server's own schema checks, in cents and basis points, without floats.
 */

const PERCENT_MESSAGE = 'Please enter a percentage such as 5 or 2.5.';

/** "2.5" → 250 bps. */
export function parsePercentToBps(input: string): number | null {
  const match = /^\s*(\d{1,5})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const percent = z.string().transform((input, context) => {
  const bps = parsePercentToBps(input);
  if (bps === null) {
    context.addIssue({ code: 'custom', message: PERCENT_MESSAGE });
    return z.NEVER;
  }
  return bps;
});
/** Blank means "not set": Unlimited for a maximum, the 5 % default for a referral bonus. */
const blankOr = <T extends z.ZodType>(schema: T) =>
  z.union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => null),
    schema,
  ]);

export const planForm = z
  .object({
    name: planCreateBody.shape.name,
    min: dollarInputToCents,
    max: blankOr(dollarInputToCents),
    roi: percent.pipe(planCreateBody.shape.roiBps),
    durationDays: z
      .string()
      .regex(/^\s*\d{1,4}\s*$/, 'Please enter a whole number of days.')
      .transform(Number)
      .pipe(planCreateBody.shape.durationDays),
    referralBonus: blankOr(percent.pipe(z.number().max(10000, PERCENT_MESSAGE))),
  })
  .refine((plan) => plan.max === null || plan.max >= plan.min, { message: MAX_BELOW_MIN, path: ['max'] })
  .transform((plan) => ({
    name: plan.name,
    minCents: plan.min,
    maxCents: plan.max,
    roiBps: plan.roi,
    durationDays: plan.durationDays,
    referralBonusBps: plan.referralBonus,
  }));
export type PlanFormValues = z.input<typeof planForm>;

export const withdrawalSettingsForm = z
  .object({
    limit: z.string().transform((input, context) => {
      const cents = parseDollarsToCents(input);
      if (cents === null) {
        context.addIssue({ code: 'custom', message: messages.invalidAmount });
        return z.NEVER;
      }
      return cents;
    }),
    fee: percent.pipe(z.number().max(10000, PERCENT_MESSAGE)),
  })
  .transform((settings) => ({ withdrawalLimitCents: settings.limit, withdrawalFeeBps: settings.fee }));
export type WithdrawalSettingsFormValues = z.input<typeof withdrawalSettingsForm>;

export const adjustmentForm = z
  .object({
    direction: z.enum(['credit', 'debit']),
    amount: dollarInputToCents,
    narration: adjustmentBody.shape.narration,
  })
  .transform((adjustment) => ({
    amountCents: adjustment.direction === 'debit' ? -adjustment.amount : adjustment.amount,
    narration: adjustment.narration,
  }));
export type AdjustmentFormValues = z.input<typeof adjustmentForm>;
