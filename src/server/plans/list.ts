import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { investmentPlans, type InvestmentPlan } from '../db/schema';
import type { PlanDto } from '../../shared/schemas/plans';
import { referralBonusBpsOf } from './referral-bonus';

function toPlanDto(plan: InvestmentPlan): PlanDto {
  return {
    id: plan.id,
    name: plan.name,
    minCents: plan.minCents,
    maxCents: plan.maxCents,
    roiBps: plan.roiBps,
    referralBonusBps: referralBonusBpsOf(plan),
    durationDays: plan.durationDays,
  };
}

/** Plans open for new investments; retired ones keep serving the investments already in them. */
export async function listActivePlans(db: Queryable): Promise<PlanDto[]> {
  const plans = await db
    .select()
    .from(investmentPlans)
    .where(eq(investmentPlans.retired, false))
    .orderBy(asc(investmentPlans.sortOrder), asc(investmentPlans.id));
  return plans.map(toPlanDto);
}
