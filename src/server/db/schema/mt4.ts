import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MT4_DURATIONS } from '../../../shared/constants';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const MT4_STATUSES = ['pending', 'active', 'rejected', 'expired'] as const;

export const mt4Subscriptions = pgTable(
  'mt4_subscriptions',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    duration: text('duration', { enum: MT4_DURATIONS }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    mt4Id: text('mt4_id').notNull(),
    /** AES-256-GCM ciphertext; the password is never sent back to anyone. */
    passwordEncrypted: text('password_encrypted').notNull(),
    accountType: text('account_type').notNull(),
    currency: text('currency').notNull(),
    leverage: text('leverage').notNull(),
    server: text('server').notNull(),
    status: text('status', { enum: MT4_STATUSES }).notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('mt4_amount_positive', sql`${t.amountCents} > 0`),
    index('mt4_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('mt4_status_idx').on(t.status, t.createdAt),
  ],
);
