import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../db/client';
import { FlatStatement, quoted, SqlText, type SqlCondition } from '../db/flat-statement';
import { insertAfterGate } from '../db/gated-insert';
import { selectRows } from '../db/rows';
import { ledgerEntries, users, type LedgerKind, type User } from '../db/schema';
import { AppError, notFound } from '../errors';
import { messages } from '../../shared/messages';
import { assertCents } from '../../shared/money';

/** Running totals shown on the dashboard that some entry kinds also raise. */
const TOTAL_COLUMN: Partial<Record<LedgerKind, 'totalProfitCents' | 'totalDepositCents' | 'totalReferralCommissionCents'>> = {
  roi: 'totalProfitCents',
  deposit: 'totalDepositCents',
  referral_bonus: 'totalReferralCommissionCents',
};

export interface LedgerPosting {
  userId: string;
  amountCents: number;
  kind: LedgerKind;
  refType: string;
  refId: string;
  narration?: string;
  /** An effect that must happen at most once; a second posting with the key is a no-op. */
  uniqueKey?: string;
  actorId?: string | null;
  /** The message when the balance would go below zero (MT4 has its own). */
  insufficientMessage?: string;
  at?: Date;
}

export interface PostedEntry {
  entryId: number;
  balanceAfterCents: number;
}

/**
 * Locks the user's row for the rest of the transaction and returns it. NO KEY UPDATE, not UPDATE:
 * rows inserted earlier in the transaction that reference the user (the Idempotency-Key, a new
 * withdrawal) hold a KEY SHARE lock on it, which UPDATE would wait on — two such requests deadlock.
 */
export async function lockUser(tx: Tx, userId: string): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!user) throw notFound('User data not found.');
  return user;
}

/** A value a plan assumed of the user row (the fee percent), as a condition checked under the lock. */
export const userRowReads = (userColumn: PgColumn, value: unknown): SqlCondition => (statement) =>
  statement.text(`${quoted(getTableName(users))}.${quoted(userColumn.name)} = `).value(value, userColumn);

/** Where a posting's CTEs sit in a statement that holds more than one. */
export interface PostingPlacement {
  /** What the posting assumed beyond the balance (of the user row, of a plan's terms); checked under the lock. */
  conditions?: SqlCondition[];
  /** Prefixes the CTE names, so a second posting (a referrer's bonus) can sit beside the first. */
  prefix?: string;
  /** A CTE that must have returned a row for this posting to be made (the first posting's `moved`). */
  after?: string;
}

/**
 * The CTEs of one statement that post an entry: `locked` (the user row, locked and read after any
 * concurrent change commits), `entry` (written only while the balance stays at or above zero, the
 * conditions hold and the entry's key is unused, a concurrent use included) and
 * `moved` (the balance, changed only when the entry was written). Whatever else the statement
 * writes from `moved` is written with them or not at all.
 */
export function writePostingCtes(statement: FlatStatement, posting: LedgerPosting, placement: PostingPlacement = {}): void {
  assertCents(posting.amountCents);
  if (posting.amountCents === 0) throw new AppError(400, 'ZERO_AMOUNT', messages.invalidAmount);
  const { conditions = [], prefix = '', after } = placement;
  const usersTable = quoted(getTableName(users));
  const column = (userColumn: PgColumn) => `${usersTable}.${quoted(userColumn.name)}`;
  statement
    .text(`${prefix}locked as (select ${column(users.balanceCents)} + `)
    .value(posting.amountCents, users.balanceCents)
    .text(` as balance_after from ${usersTable}${after ? `, ${after}` : ''} where ${column(users.id)} = `)
    .value(posting.userId, users.id);
  for (const condition of conditions) condition(statement.text(' and '));
  statement.text(` for no key update of ${usersTable}), `);
  insertAfterGate(
    `${prefix}entry`,
    ledgerEntries,
    {
      userId: posting.userId,
      amountCents: posting.amountCents,
      balanceAfterCents: new SqlText(`${prefix}locked.balance_after`),
      kind: posting.kind,
      refType: posting.refType,
      refId: posting.refId,
      narration: posting.narration ?? '',
      uniqueKey: posting.uniqueKey,
      actorId: posting.actorId,
      createdAt: posting.at,
    },
    `${prefix}locked where ${prefix}locked.balance_after >= 0 on conflict (${quoted(ledgerEntries.uniqueKey.name)}) do nothing`,
    `${quoted(ledgerEntries.id.name)}, ${quoted(ledgerEntries.balanceAfterCents.name)}`,
  )(statement);
  const totalColumn = TOTAL_COLUMN[posting.kind];
  statement.text(`, ${prefix}moved as (update ${usersTable} set ${quoted(users.balanceCents.name)} = ${prefix}entry.${quoted(ledgerEntries.balanceAfterCents.name)}, `);
  if (totalColumn) {
    const total = quoted(users[totalColumn].name);
    statement.text(`${total} = ${column(users[totalColumn])} + `).value(Math.max(posting.amountCents, 0), users[totalColumn]).text(', ');
  }
  statement
    .text(`${quoted(users.updatedAt.name)} = now()`)
    .text(` from ${prefix}entry where ${column(users.id)} = `)
    .value(posting.userId, users.id)
    .text(` returning ${column(users.id)}, ${column(users.balanceCents)})`);
}

/**
 * The only code that changes a balance, in one statement (see writePostingCtes); inside the
 * caller's transaction, the entry, the balance and the business row commit or roll back together.
 * Returns null when `uniqueKey` was already used.
 */
export async function postLedgerEntry(tx: Queryable, posting: LedgerPosting): Promise<PostedEntry | null> {
  const statement = new FlatStatement().text('with ');
  writePostingCtes(statement, posting);
  statement.text(' select entry.id as entry_id, moved.balance_cents from moved, entry');
  const [posted] = await selectRows<{ entry_id: number | string; balance_cents: number | string }>(tx, statement.toSql());
  if (posted) return { entryId: Number(posted.entry_id), balanceAfterCents: Number(posted.balance_cents) };
  if (posting.uniqueKey) {
    const [used] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.uniqueKey, posting.uniqueKey));
    if (used) return null;
  }
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, posting.userId));
  if (!user) throw notFound('User data not found.');
  throw new AppError(400, 'INSUFFICIENT_BALANCE', posting.insufficientMessage ?? messages.insufficientBalance);
}
