import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { LEDGER_KINDS, type LedgerKind } from '../../../shared/ledger-kinds';

export type { LedgerKind };

/** Append-only. users.balance_cents is a cache of sum(amount_cents) per user. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    narration: text('narration').notNull().default(''),
    /** Set when an effect must happen at most once (e.g. "roi:<investment>:<period>"). */
    uniqueKey: text('unique_key').unique(),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('ledger_amount_non_zero', sql`${t.amountCents} <> 0`),
    check('ledger_balance_after_non_negative', sql`${t.balanceAfterCents} >= 0`),
    index('ledger_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The back office's ledger, newest first across all users: one index range per page.
    index('ledger_created_idx').on(t.createdAt, t.id),
    index('ledger_ref_idx').on(t.refType, t.refId),
  ],
);

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
