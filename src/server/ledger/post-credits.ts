import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { selectRows } from '../db/rows';
import type { LedgerKind } from '../db/schema';
import { assertCents } from '../../shared/money';

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
  await tx.execute(sql`select id from users
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
    sql`
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
