import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operatorRoles } from '../../../shared/operator-roles';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

/**
 * An owner's invitation of a new operator, until the invited person sets a name and password.
 * There is no account yet, so the link's secret lives here rather than in account_tokens: only its
 * hash, one open invitation per address (inviting again replaces the link), used once.
 */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    id: rowIdColumn(),
    email: text('email').notNull().unique(),
    operatorRole: text('operator_role', { enum: operatorRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    /** The inviting owner's language: the invitation is written in it, and the new account keeps it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('operator_invitations_pending_idx').on(t.createdAt).where(sql`${t.acceptedAt} is null`)],
);

export type OperatorInvitation = typeof operatorInvitations.$inferSelect;
