import { count, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { findLedgerDisagreements } from './invariant';
import type { Reconciliation } from '../../shared/schemas/admin';

/**
 * Balances and running totals (Totaldeposit, totalprofit and total_referral_comissions, each the
 * sum of the credits of one entry kind) against the ledger, plus the ledger's totals per kind for
 * the operator's eye.
 */
export async function buildReconciliation(db: Queryable): Promise<Reconciliation> {
  const { mismatches, totalMismatches } = await findLedgerDisagreements(db);
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
