import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { investmentPlans } from '../../db/schema';
import type { AdminPlanDto } from '../../../shared/schemas/admin';
import { toDto } from './dto';

/** Every plan, retired ones included; investors only see GET /api/plans, which leaves retired ones out. */
export async function listAllPlans(db: Queryable): Promise<AdminPlanDto[]> {
  const plans = await db.select().from(investmentPlans).orderBy(asc(investmentPlans.sortOrder), asc(investmentPlans.id));
  return plans.map(toDto);
}
