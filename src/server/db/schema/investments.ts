import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { investmentPlans } from './plans';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const INVESTMENT_STATUSES = ['unpaid', 'active', 'completed', 'cancelled'] as const;

export const investments = pgTable(
  'investments',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => investmentPlans.id),
    planName: text('plan_name').notNull(),
    roiBps: integer('roi_bps').notNull(),
    durationDays: integer('duration_days').notNull(),
    referralBonusBps: integer('referral_bonus_bps').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: INVESTMENT_STATUSES }).notNull(),
    createdAt: createdAtColumn(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Daily periods settled so far (paid, or worth nothing); the profit accrual's own count. */
    paidPeriods: integer('paid_periods').notNull().default(0),
    /** When the accrual next has work here (the next period, the last one also returning the capital); null until it first sees the investment. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
  },
  (t) => [
    check('investments_amount_positive', sql`${t.amountCents} > 0`),
    index('investments_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The spec's "one active investment per user per plan", enforced where no race can slip past it.
    // What the accrual reads each minute: only active investments, in the order they fall due.
    index('investments_active_due_idx').on(t.nextDueAt).where(sql`${t.status} = 'active'`),
    uniqueIndex('investments_one_active_per_plan').on(t.userId, t.planId).where(sql`${t.status} = 'active'`),
  ],
);

export type Investment = typeof investments.$inferSelect;
