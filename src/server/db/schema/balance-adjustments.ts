import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A manual correction of an investor's balance as one operator proposed it; the money moves only
 * when another operator approves it, and a rejection by anyone ends it.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    narration: text('narration').notNull(),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull().default('pending'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('balance_adjustments_amount_not_zero', sql`${t.amountCents} <> 0`),
    check('balance_adjustments_second_operator', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.proposedBy} or ${t.status} = 'rejected'`),
    index('balance_adjustments_status_idx').on(t.status, t.createdAt, t.id),
  ],
);
