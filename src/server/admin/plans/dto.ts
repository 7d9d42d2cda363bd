import type { InvestmentPlan } from '../../db/schema';
import type { AdminPlanDto } from '../../../shared/schemas/admin';

export function toDto(plan: InvestmentPlan): AdminPlanDto {
  return { ...plan, createdAt: plan.createdAt.toISOString() };
}
