import { z } from 'zod';

/** One active plan on the dashboard: what went in, how far to maturity, what it has paid so far. */
const activePlanDto = z
  .object({
    id: z.string(),
    planName: z.string(),
    amountCents: z.number().int(),
    roiBps: z.number().int(),
    durationDays: z.number().int(),
    /** Daily periods paid so far, out of durationDays. */
    paidPeriods: z.number().int(),
    profitPaidCents: z.number().int(),
    activatedAt: z.string().nullable(),
    /** When the capital comes back: activation plus the duration. */
    maturesAt: z.string().nullable(),
  })
  .meta({ id: 'ActivePlan' });
export type ActivePlanDto = z.infer<typeof activePlanDto>;

/** The balance at the end of each day with ledger movements, and the profit paid up to then. */
const balancePointDto = z
  .object({
    day: z.string(),
    balanceCents: z.number().int(),
    profitCents: z.number().int(),
  })
  .meta({ id: 'BalancePoint' });
export type BalancePointDto = z.infer<typeof balancePointDto>;

export const dashboardSummary = z
  .object({
    investedCents: z.number().int(),
    profitPaidCents: z.number().int(),
    activePlans: z.array(activePlanDto),
    history: z.array(balancePointDto),
    firstSteps: z.object({
      emailVerified: z.boolean(),
      /** none, pending, approved or rejected: the latest submission's. */
      kyc: z.string(),
      firstDeposit: z.boolean(),
    }),
  })
  .meta({ id: 'DashboardSummary' });
export type DashboardSummary = z.infer<typeof dashboardSummary>;
