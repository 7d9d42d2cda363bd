import type { Tx } from '../db/client';
import { selectRows } from '../db/rows';
import { ledgerEntries, users, type LedgerKind } from '../db/schema';
import { assertCents } from '../../shared/money';
import { runMoneyOperation, type MoneyOperation } from './run';
import { MoneyStatement } from './statement';
import { name, sql } from './trusted-sql';

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

const entriesTable = name(ledgerEntries);
const usersTable = name(users);

/**
 * Many credits as one operation, however many users they touch, in set-based steps: `input` (the
 * credits whose keys are unused), `numbered` (each with the balance after it, in the batch's order),
 * `entry` (the entries written), `per_user` and `moved` (each balance, and total profit, moved once
 * by the sum of its written entries) and `written` (the keys written, what the operation answers).
 * Credits only: no balance can go below zero. Run after `lockCreditedUsers`, so the statement sees
 * every entry committed before the locks.
 */
export function planCredits(credits: LedgerCredit[]): MoneyOperation {
  for (const credit of credits) {
    assertCents(credit.amountCents);
    if (credit.amountCents <= 0) throw new RangeError(`A credit must be positive: ${credit.uniqueKey}`);
  }
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
  const statement = new MoneyStatement();
  const input = statement.step('input', (s) =>
    s
      .text(sql`select * from jsonb_to_recordset(`)
      .value(JSON.stringify(rows))
      .text(
        sql`::jsonb) as x(ord integer, user_id uuid, amount_cents bigint, kind text, ref_type text, ref_id text, narration text, unique_key text) where not exists (select 1 from ${entriesTable} l where l.unique_key = x.unique_key)`,
      ),
  );
  const numbered = statement.step('numbered', (s) =>
    s.text(
      sql`select ${input.name}.*, u.balance_cents + sum(${input.name}.amount_cents) over (partition by ${input.name}.user_id order by ${input.name}.ord) as balance_after from ${input.name} join ${usersTable} u on u.id = ${input.name}.user_id`,
    ),
  );
  const entry = statement.step('entry', (s) =>
    s.text(
      sql`insert into ${entriesTable} (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, narration, unique_key) select user_id, amount_cents, balance_after, kind, ref_type, ref_id, narration, unique_key from ${numbered.name} order by ord on conflict (unique_key) do nothing returning user_id, amount_cents, kind, unique_key`,
    ),
  );
  const perUser = statement.step('per_user', (s) =>
    s.text(
      sql`select user_id, sum(amount_cents) as total, coalesce(sum(amount_cents) filter (where kind = 'roi'), 0) as profit from ${entry.name} group by user_id`,
    ),
  );
  statement.step('moved', (s) =>
    s.text(
      sql`update ${usersTable} u set balance_cents = u.balance_cents + ${perUser.name}.total, total_profit_cents = u.total_profit_cents + ${perUser.name}.profit, updated_at = now() from ${perUser.name} where u.id = ${perUser.name}.user_id returning u.id`,
    ),
  );
  const written = statement.step('written', (s) => s.text(sql`select coalesce(jsonb_agg(unique_key), '[]'::jsonb) as keys from ${entry.name}`));
  return { name: 'accrual-credits', statement, done: written, outcome: {}, computed: { keys: written.column(sql`keys`) } };
}

/**
 * Locks every user row the credits move, in id order, so two batches never wait on each other in a
 * circle. Its own statement: the credits' statement, started after the locks are held, then sees
 * every entry committed before them.
 */
async function lockCreditedUsers(tx: Tx, credits: LedgerCredit[]): Promise<void> {
  const userIds = JSON.stringify([...new Set(credits.map((credit) => credit.userId))]);
  const statement = new MoneyStatement();
  const locked = statement.step('locked', (s) =>
    s
      .text(sql`select u.id from ${usersTable} u where u.id in (select value::uuid from jsonb_array_elements_text(`)
      .value(userIds)
      .text(sql`::jsonb)) order by u.id for no key update`),
  );
  await selectRows(tx, statement.finish(sql`select count(*) from ${locked.name}`));
}

/**
 * Posts many credits (the accrual's batch) in two statements: the users locked, then the credits.
 * Returns the keys written; a key already used is skipped, as postLedgerEntry does.
 */
export async function postCredits(tx: Tx, credits: LedgerCredit[]): Promise<Set<string>> {
  if (credits.length === 0) return new Set();
  await lockCreditedUsers(tx, credits);
  const written = await runMoneyOperation(tx, planCredits(credits));
  return new Set((written?.keys as string[] | undefined) ?? []);
}
