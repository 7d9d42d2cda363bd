import { count, sql, sum } from 'drizzle-orm';
import { selectRows } from '../db/rows';
import type { Queryable } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { findBalanceMismatches } from './invariant';
import type { Reconciliation, TotalMismatch } from '../../shared/schemas/admin';

/**
 * The dashboard's running totals against the ledger: Totaldeposit, totalprofit and
 * total_referral_comissions are the sums of the credits of one entry kind each.
 */
async function findTotalMismatches(db: Queryable): Promise<TotalMismatch[]> {
  const rows = await selectRows<TotalMismatch>(
    db,
    sql`
    with sums as (
      select u.id, u.email,
             u.total_deposit_cents as deposit_cached,
             coalesce(sum(l.amount_cents) filter (where l.kind = 'deposit' and l.amount_cents > 0), 0) as deposit_ledger,
             u.total_profit_cents as profit_cached,
             coalesce(sum(l.amount_cents) filter (where l.kind = 'roi' and l.amount_cents > 0), 0) as profit_ledger,
             u.total_referral_commission_cents as referral_cached,
             coalesce(sum(l.amount_cents) filter (where l.kind = 'referral_bonus' and l.amount_cents > 0), 0) as referral_ledger
      from users u left join ledger_entries l on l.user_id = u.id
      group by u.id)
    select id as "userId", email, total, cached::bigint as "cachedCents", ledger::bigint as "ledgerCents"
    from sums cross join lateral (values
      ('totalDepositCents', deposit_cached, deposit_ledger),
      ('totalProfitCents', profit_cached, profit_ledger),
      ('totalReferralCommissionCents', referral_cached, referral_ledger)) as t(total, cached, ledger)
    where cached <> ledger
    order by email, total`,
  );
  return rows.map((row) => ({ ...row, cachedCents: Number(row.cachedCents), ledgerCents: Number(row.ledgerCents) }));
}

/** Balances and running totals against the ledger, plus the ledger's totals per kind for the operator's eye. */
export async function buildReconciliation(db: Queryable): Promise<Reconciliation> {
  const mismatches = await findBalanceMismatches(db);
  const totalMismatches = await findTotalMismatches(db);
  const totals = await db
    .select({ kind: ledgerEntries.kind, entries: count(), sumCents: sql<string>`${sum(ledgerEntries.amountCents)}` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.kind)
    .orderBy(ledgerEntries.kind);
  return {
    ok: mismatches.length === 0 && totalMismatches.length === 0,
    mismatches,
    totalMismatches,
    totalsByKind: totals.map((row) => ({ kind: row.kind, entries: Number(row.entries), sumCents: Number(row.sumCents ?? 0) })),
  };
}
