import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

/**
 * An account's TOTP secret, encrypted under SECRET_KEY. `enabled_at` is null while enrolment waits
 * for its first code; `last_used_step` is the 30-second step of the last code accepted, so a code
 * is never accepted twice.
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAtColumn(),
});

/** Single-use recovery codes, only their SHA-256 kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in whose password was right and whose code is awaited; its token (hashed) is in a cookie. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);
