import { sql } from 'drizzle-orm';
import { selectRows } from '../db/rows';
import type { Queryable } from '../db/client';

export interface BalanceMismatch {
  userId: string;
  email: string;
  balanceCents: number;
  ledgerSumCents: number;
}

/** Every user whose cached balance differs from the sum of their ledger entries. */
export async function findBalanceMismatches(db: Queryable): Promise<BalanceMismatch[]> {
  const rows = await selectRows<BalanceMismatch>(
    db,
    sql`
    select u.id as "userId", u.email, u.balance_cents::bigint as "balanceCents",
           coalesce(sum(l.amount_cents), 0)::bigint as "ledgerSumCents"
    from users u left join ledger_entries l on l.user_id = u.id
    group by u.id
    having u.balance_cents <> coalesce(sum(l.amount_cents), 0)`,
  );
  return rows.map((row) => ({ ...row, balanceCents: Number(row.balanceCents), ledgerSumCents: Number(row.ledgerSumCents) }));
}
