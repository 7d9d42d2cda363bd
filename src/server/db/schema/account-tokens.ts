import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verification', 'withdrawal_code', 'account_freeze'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Secrets mailed to the owner of an account (password reset and e-mail verification links,
 * withdrawal confirmation codes). Only a hash is kept, so a database leak yields nothing usable;
 * `used_at` makes each single-use. `failed_attempts` counts wrong guesses of a short code.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);
