import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { investments } from './investments';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const DEPOSIT_STATUSES = ['pending', 'completed', 'rejected'] as const;

export const deposits = pgTable(
  'deposits',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    walletAddress: text('wallet_address').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    investmentId: uuid('investment_id').references(() => investments.id),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('deposits_amount_positive', sql`${t.amountCents} > 0`),
    index('deposits_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('deposits_status_idx').on(t.status, t.createdAt),
  ],
);

export type Deposit = typeof deposits.$inferSelect;
