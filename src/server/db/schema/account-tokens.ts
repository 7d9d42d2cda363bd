import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export type AccountTokenPurpose = 'password_reset' | 'email_verification';

/**
 * Links mailed to the owner of an account (password reset, e-mail verification). Only the SHA-256
 * of the token is kept, so a database leak yields no usable link; `used_at` makes each single-use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: rowIdColumn(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_verification'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);
