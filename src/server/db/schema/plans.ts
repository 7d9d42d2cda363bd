import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './created-at';

/** maxCents null means "Unlimited". roiBps is the cumulative profit over the whole duration. */
export const investmentPlans = pgTable(
  'investment_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    minCents: bigint('min_cents', { mode: 'number' }).notNull(),
    maxCents: bigint('max_cents', { mode: 'number' }),
    roiBps: integer('roi_bps').notNull(),
    durationDays: integer('duration_days').notNull(),
    referralBonusBps: integer('referral_bonus_bps'),
    retired: boolean('retired').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('plans_min_positive', sql`${t.minCents} > 0`),
    check('plans_max_above_min', sql`${t.maxCents} is null or ${t.maxCents} >= ${t.minCents}`),
    check('plans_roi_non_negative', sql`${t.roiBps} >= 0`),
    check('plans_duration_positive', sql`${t.durationDays} > 0`),
  ],
);

export type InvestmentPlan = typeof investmentPlans.$inferSelect;
