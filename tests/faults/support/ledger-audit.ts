import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../../src/server/db/client';
import { investments, ledgerEntries, users, withdrawals } from '../../../src/server/db/schema';
import { findBalanceMismatches, type BalanceMismatch } from '../../../src/server/money/invariant';
import type { RemoteInvestor } from './investors';
import type { MoneyAnswer } from './money-load';

export interface LedgerAudit {
  /** Successful answers without exactly one matching ledger entry. */
  notExactlyOnce: string[];
  /** Withdrawals or investments in the database that no client was ever told about. */
  untold: string[];
  /** Investors whose balance is not the opening balance minus what they were told succeeded. */
  wrongBalances: string[];
  mismatches: BalanceMismatch[];
}

/** Compares what clients were told with what the database holds. Every list is empty when all is well. */
export async function auditMoneyAnswers(db: Queryable, investors: RemoteInvestor[], answers: MoneyAnswer[]): Promise<LedgerAudit> {
  const succeeded = answers.filter((answer) => answer.status === 201);
  const entries = await db
    .select({ refType: ledgerEntries.refType, refId: ledgerEntries.refId, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.kind, ['withdrawal', 'investment']));
  const entriesByRef = new Map<string, number[]>();
  for (const entry of entries) {
    const ref = `${entry.refType}:${entry.refId}`;
    entriesByRef.set(ref, [...(entriesByRef.get(ref) ?? []), entry.amountCents]);
  }
  const notExactlyOnce = succeeded
    .filter((answer) => {
      const amounts = entriesByRef.get(`${answer.route}:${answer.recordId}`) ?? [];
      return amounts.length !== 1 || amounts[0] !== -answer.amountCents;
    })
    .map((answer) => `${answer.route} ${answer.recordId} (key ${answer.key})`);

  const told = new Set(succeeded.map((answer) => answer.recordId));
  const stored = [
    ...(await db.select({ id: withdrawals.id }).from(withdrawals)).map((row) => `withdrawal ${row.id}`),
    ...(await db.select({ id: investments.id }).from(investments)).map((row) => `investment ${row.id}`),
  ];
  const untold = stored.filter((record) => !told.has(record.split(' ')[1]));

  const balances = await db.select({ id: users.id, balanceCents: users.balanceCents }).from(users);
  const wrongBalances = investors
    .map((investor) => {
      const spent = succeeded.filter((a) => a.investorId === investor.id).reduce((sum, a) => sum + a.amountCents, 0);
      const actual = balances.find((row) => row.id === investor.id)?.balanceCents;
      return actual === investor.openingBalanceCents - spent ? null : `${investor.email}: ${actual} ≠ ${investor.openingBalanceCents} − ${spent}`;
    })
    .filter((line): line is string => line !== null);

  return { notExactlyOnce, untold, wrongBalances, mismatches: await findBalanceMismatches(db) };
}
