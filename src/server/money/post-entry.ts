import type { PgColumn } from 'drizzle-orm/pg-core';
import { ledgerEntries, users, type LedgerKind } from '../db/schema';
import { AppError } from '../errors';
import { messages } from '../../shared/messages';
import { assertCents } from '../../shared/money';
import type { Queryable, Tx } from '../db/client';
import { selectRows } from '../db/rows';
import { notFound } from '../errors';
import { eq, sql as drizzleSql } from 'drizzle-orm';
import { Computed, MoneyStatement, type Condition, type Step } from './statement';
import { joined, name, qualified, sql } from './trusted-sql';
import { runMoneyOperation } from './run';

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
 * The steps that post entries on ONE user's balance (with `postCredits` below, for the accrual's
 * batches, the only code that writes `ledger_entries`): `locked` (the user row, locked and read
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

/**
 * One posting as its own money operation inside the caller's transaction (what seeds, fixtures and
 * jobs use): the entry, the balance and the caller's other rows commit or roll back together.
 * Returns null when `uniqueKey` was already used.
 */
export async function postLedgerEntry(tx: Queryable, posting: LedgerPosting): Promise<PostedEntry | null> {
  const statement = new MoneyStatement();
  const { entry, moved } = post(statement, posting);
  const posted = await runMoneyOperation(tx, {
    name: 'ledger-posting',
    statement,
    done: moved,
    outcome: {},
    computed: { entryId: entry.column(ledgerEntries.id), balanceAfterCents: moved.column(users.balanceCents) },
  });
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

/** A credit that must happen at most once (a profit period, a returned capital), posted with many others. */
export interface LedgerCredit {
  userId: string;
  amountCents: number;
  kind: Extract<LedgerKind, 'roi' | 'capital_return'>;
  refType: string;
  refId: string;
  narration: string;
  uniqueKey: string;
}

/**
 * Posts many credits in two statements, however many users they touch: the first locks every
 * user row they credit (in id order, so two batches never wait on each other in a circle); the
 * second, which starts after the locks are held and so sees every entry committed before them,
 * writes the entries whose keys are unused, each with the balance after it, and moves each
 * balance (and total profit) once by the sum of its written entries. Credits only: no balance can
 * go below zero. Returns the keys written; a key already used is skipped, as postLedgerEntry does.
 */
export async function postCredits(tx: Tx, credits: LedgerCredit[]): Promise<Set<string>> {
  if (credits.length === 0) return new Set();
  for (const credit of credits) {
    assertCents(credit.amountCents);
    if (credit.amountCents <= 0) throw new RangeError(`A credit must be positive: ${credit.uniqueKey}`);
  }
  const userIds = JSON.stringify([...new Set(credits.map((credit) => credit.userId))]);
  await tx.execute(drizzleSql`select id from users
    where id in (select value::uuid from jsonb_array_elements_text(${userIds}::jsonb))
    order by id for no key update`);
  const rows = credits.map((credit, ord) => ({
    ord,
    user_id: credit.userId,
    amount_cents: credit.amountCents,
    kind: credit.kind,
    ref_type: credit.refType,
    ref_id: credit.refId,
    narration: credit.narration,
    unique_key: credit.uniqueKey,
  }));
  const written = await selectRows<{ unique_key: string }>(
    tx,
    drizzleSql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        ord integer, user_id uuid, amount_cents bigint, kind text, ref_type text, ref_id text, narration text, unique_key text)
      where not exists (select 1 from ledger_entries l where l.unique_key = x.unique_key)),
    numbered as (
      select input.*, u.balance_cents + sum(input.amount_cents) over (partition by input.user_id order by input.ord) as balance_after
      from input join users u on u.id = input.user_id),
    entry as (
      insert into ledger_entries (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, narration, unique_key)
      select user_id, amount_cents, balance_after, kind, ref_type, ref_id, narration, unique_key from numbered order by ord
      on conflict (unique_key) do nothing
      returning user_id, amount_cents, kind, unique_key),
    per_user as (
      select user_id, sum(amount_cents) as total, coalesce(sum(amount_cents) filter (where kind = 'roi'), 0) as profit
      from entry group by user_id),
    moved as (
      update users u set balance_cents = u.balance_cents + per_user.total,
        total_profit_cents = u.total_profit_cents + per_user.profit, updated_at = now()
      from per_user where u.id = per_user.user_id
      returning u.id)
    select unique_key from entry`,
  );
  return new Set(written.map((row) => row.unique_key));
}
