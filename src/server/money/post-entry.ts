import type { PgColumn } from 'drizzle-orm/pg-core';
import { ledgerEntries, users, type LedgerKind } from '../db/schema';
import { AppError } from '../errors';
import { messages } from '../../shared/messages';
import { assertCents } from '../../shared/money';
import type { Queryable, Tx } from '../db/client';
import { notFound } from '../errors';
import { eq } from 'drizzle-orm';
import { Computed, MoneyStatement, type Condition, type Step } from './statement';
import { joined, name, qualified, sql } from './trusted-sql';
import { runMoneyOperation, type MoneyOperation } from './run';

/** One entry on a user's balance. */
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

/** The steps of a posting: the user row locked, the entries written, the balance moved. */
export interface Posted {
  locked: Step;
  entry: Step;
  /** Returns the user's id and balance after: the gate of everything written with the posting. */
  moved: Step;
}

export interface PostingPlacement {
  /** What the posting assumed beyond the balance (of the user row, of a plan's terms); checked under the lock. */
  conditions?: Condition[];
  /** A step that must have returned a row for this posting to be made (an operator's decision, another posting). */
  after?: Step;
  /** Names the steps, so two postings (an investor's and their referrer's) sit in one statement. */
  label?: string;
}

/** Running totals shown on the dashboard that some entry kinds also raise. */
const TOTAL_COLUMN: Partial<Record<LedgerKind, PgColumn>> = {
  roi: users.totalProfitCents,
  deposit: users.totalDepositCents,
  referral_bonus: users.totalReferralCommissionCents,
};

const usersTable = name(users);

/** A value the plan assumed of the user row (the fee percent), as a condition checked under the lock. */
export const userRowReads =
  (userColumn: PgColumn, value: unknown): Condition =>
  (statement) =>
    statement.text(sql`${qualified(users, userColumn)} = `).value(value, userColumn);

/**
 * The steps that post entries on ONE user's balance (with the credit batch in `post-credits.ts`, for
 * the accrual, the only code that writes `ledger_entries`): `locked` (the user row, locked and read
 * after any concurrent change commits, with the balance after every entry), `entry` (the entries,
 * written only while that balance stays at or above zero, the conditions hold and, for a single
 * entry, its key is unused, a concurrent use included) and `moved` (the balance, changed only when
 * the entries were written). Several entries (a deposit credited and the investment it pays for)
 * share one lock and one balance change; their keys must be unused, or the statement fails whole.
 */
export function post(statement: MoneyStatement, posting: LedgerPosting | LedgerPosting[], placement: PostingPlacement = {}): Posted {
  const legs = Array.isArray(posting) ? posting : [posting];
  const [first] = legs;
  if (!first || legs.some((leg) => leg.userId !== first.userId)) throw new Error('A posting moves one user’s balance.');
  for (const leg of legs) {
    assertCents(leg.amountCents);
    if (leg.amountCents === 0) throw new AppError(400, 'ZERO_AMOUNT', messages.invalidAmount);
  }
  const { conditions = [], after, label = '' } = placement;
  const total = legs.reduce((sum, leg) => sum + leg.amountCents, 0);
  const locked = statement.step(`${label}locked`, (s) => {
    s.text(sql`select ${qualified(users, users.balanceCents)} + `).value(total, users.balanceCents);
    s.text(sql` as balance_after from ${usersTable}${after ? sql`, ${after.name}` : sql``} where ${qualified(users, users.id)} = `).value(
      first.userId,
      users.id,
    );
    for (const condition of conditions) condition(s.text(sql` and `));
    s.text(sql` for no key update of ${usersTable}`);
  });
  const entry = statement.step(`${label}entry`, (s) => writeEntries(s, legs, locked));
  const moved = statement.step(`${label}moved`, (s) => {
    s.text(sql`update ${usersTable} set ${name(users.balanceCents)} = ${locked.name}.balance_after, `);
    for (const [column, cents] of totals(legs))
      s.text(sql`${name(column)} = ${qualified(users, column)} + `)
        .value(cents, column)
        .text(sql`, `);
    s.text(sql`${name(users.updatedAt)} = now() from ${locked.name}, ${entry.name} where ${qualified(users, users.id)} = `).value(first.userId, users.id);
    s.text(sql` returning ${qualified(users, users.id)}, ${qualified(users, users.balanceCents)}`);
  });
  return { locked, entry, moved };
}

function totals(legs: LedgerPosting[]): Map<PgColumn, number> {
  const raised = new Map<PgColumn, number>();
  for (const leg of legs) {
    const column = TOTAL_COLUMN[leg.kind];
    if (column) raised.set(column, (raised.get(column) ?? 0) + Math.max(leg.amountCents, 0));
  }
  return raised;
}

/** `INSERT INTO ledger_entries ... SELECT ... FROM locked` for each entry, each with the balance after it. */
function writeEntries(statement: MoneyStatement, legs: LedgerPosting[], locked: Step): void {
  const columns = [
    ledgerEntries.userId,
    ledgerEntries.amountCents,
    ledgerEntries.balanceAfterCents,
    ledgerEntries.kind,
    ledgerEntries.refType,
    ledgerEntries.refId,
    ledgerEntries.narration,
    ledgerEntries.uniqueKey,
    ledgerEntries.actorId,
    ledgerEntries.createdAt,
  ];
  statement.text(sql`insert into ${name(ledgerEntries)} (${joined(columns.map(name), sql`, `)}) `);
  let later = legs.reduce((sum, leg) => sum + leg.amountCents, 0);
  legs.forEach((leg, index) => {
    later -= leg.amountCents;
    const values = [
      leg.userId,
      leg.amountCents,
      new Computed(sql`${locked.name}.balance_after`),
      leg.kind,
      leg.refType,
      leg.refId,
      leg.narration ?? '',
      leg.uniqueKey ?? null,
      leg.actorId ?? null,
      leg.at ?? new Computed(sql`now()`),
    ];
    statement.text(index > 0 ? sql` union all select ` : sql`select `);
    values.forEach((value, i) => {
      statement.text(i > 0 ? sql`, ` : sql``).value(value, columns[i]);
      // An earlier entry's balance after leaves out the entries written after it.
      if (columns[i] === ledgerEntries.balanceAfterCents && later !== 0) statement.text(sql` - `).value(later, ledgerEntries.balanceAfterCents);
    });
    statement.text(sql` from ${locked.name} where ${locked.name}.balance_after >= 0`);
  });
  if (legs.length === 1) statement.text(sql` on conflict (${name(ledgerEntries.uniqueKey)}) do nothing`);
  statement.text(sql` returning ${name(ledgerEntries.id)}, ${name(ledgerEntries.balanceAfterCents)}`);
}

export interface PostedEntry {
  entryId: number;
  balanceAfterCents: number;
}

/** One posting on its own: the entry written and the balance moved, answering with both. */
export function planPosting(posting: LedgerPosting): MoneyOperation {
  const statement = new MoneyStatement();
  const { entry, moved } = post(statement, posting);
  const computed = { entryId: entry.column(ledgerEntries.id), balanceAfterCents: moved.column(users.balanceCents) };
  return { name: 'ledger-posting', statement, done: moved, outcome: {}, computed };
}

/**
 * One posting as its own money operation inside the caller's transaction (what seeds, fixtures and
 * jobs use): the entry, the balance and the caller's other rows commit or roll back together.
 * Returns null when `uniqueKey` was already used.
 */
export async function postLedgerEntry(tx: Queryable, posting: LedgerPosting): Promise<PostedEntry | null> {
  const posted = await runMoneyOperation(tx, planPosting(posting));
  if (posted) return { entryId: Number(posted.entryId), balanceAfterCents: Number(posted.balanceAfterCents) };
  if (posting.uniqueKey) {
    const [used] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.uniqueKey, posting.uniqueKey));
    if (used) return null;
  }
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, posting.userId));
  if (!user) throw notFound(messages.userNotFound);
  throw new AppError(400, 'INSUFFICIENT_BALANCE', posting.insufficientMessage ?? messages.insufficientBalance);
}

/**
 * Locks the user's row for the rest of the transaction and returns it. NO KEY UPDATE, not UPDATE:
 * rows inserted earlier in the transaction that reference the user hold a KEY SHARE lock on it,
 * which UPDATE would wait on.
 */
export async function lockUser(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!user) throw notFound(messages.userNotFound);
  return user;
}
