import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { selectRows } from '../db/rows';
import { investments, type Investment } from '../db/schema';
import { postCredits, type LedgerCredit } from '../money/post-credits';
import { DAY_MS, capitalKey, roiKey, roiPeriods } from './schedule';
import { tellAccrualNews, type PaidPeriod } from './news';

export interface BatchResult {
  /** Investments settled (fewer than asked: nothing more is due now). */
  investments: number;
  roiEntries: number;
  completed: number;
}

interface Progress {
  id: string;
  paid_periods: number;
  next_due_at: string | null;
  completed: boolean;
}

/**
 * One transaction: locks up to `limit` due investments (skipping any another run holds) and every
 * other due investment of their investors, so an investor's periods are paid, and told in one
 * digest, in one batch; pays every period of theirs due by `now` and the capital of those that
 * matured, in one posting of many credits; records how far each got and tells the investors.
 * The investors' rows are locked last, by the posting, so a withdrawal of one of them waits for
 * that statement and the commit, not for the whole batch.
 */
export async function payDueBatch(tx: Tx, now: Date, limit: number): Promise<BatchResult> {
  const dueNow = and(eq(investments.status, 'active'), lte(investments.nextDueAt, now));
  const firstDue = await tx
    .select({ userId: investments.userId })
    .from(investments)
    .where(dueNow)
    .orderBy(investments.nextDueAt)
    .limit(limit)
    .for('no key update', { skipLocked: true });
  // A separate statement by investor id: as one statement (`user_id in (first due)`) the planner
  // may hash the first due and read every due investment against them, in every batch.
  const investorIds = JSON.stringify([...new Set(firstDue.map((row) => row.userId))]);
  const due = await tx
    .select()
    .from(investments)
    .where(and(sql`${investments.userId} in (select value::uuid from jsonb_array_elements_text(${investorIds}::jsonb))`, dueNow))
    .for('no key update', { skipLocked: true });
  if (due.length === 0) return { investments: 0, roiEntries: 0, completed: 0 };

  const credits: LedgerCredit[] = [];
  const periods: PaidPeriod[] = [];
  const progress: Progress[] = [];
  const completed: Investment[] = [];
  for (const investment of due) {
    const activatedAt = investment.activatedAt!;
    const schedule = roiPeriods({ ...investment, activatedAt });
    const dueByNow = schedule.filter((period) => period.dueAt <= now).length;
    const settled = Math.max(investment.paidPeriods, dueByNow);
    for (const period of schedule.slice(investment.paidPeriods, settled)) {
      if (period.amountCents === 0) continue;
      const credit = roiCredit(investment, period.period, period.amountCents);
      credits.push(credit);
      periods.push({ investment, period: period.period, amountCents: period.amountCents, uniqueKey: credit.uniqueKey });
    }
    const completes = settled >= investment.durationDays;
    if (completes) {
      credits.push(capitalCredit(investment));
      completed.push(investment);
    }
    const nextDueAt = completes ? null : new Date(activatedAt.getTime() + (settled + 1) * DAY_MS).toISOString();
    progress.push({ id: investment.id, paid_periods: settled, next_due_at: nextDueAt, completed: completes });
  }

  // Only a run holding these investments writes their keys, so the keys used now stay the only ones
  // used until the posting below: what is told can be written before the posting locks anyone.
  const used = await usedKeys(tx, credits);
  const unpaid = credits.filter((credit) => !used.has(credit.uniqueKey));
  const paid = periods.filter((period) => !used.has(period.uniqueKey));
  await tx.execute(sql`update ${investments} as i set
      paid_periods = p.paid_periods,
      next_due_at = p.next_due_at,
      status = case when p.completed then 'completed' else i.status end,
      completed_at = case when p.completed then ${now.toISOString()}::timestamptz else i.completed_at end
    from jsonb_to_recordset(${JSON.stringify(progress)}::jsonb) as p(id uuid, paid_periods integer, next_due_at timestamptz, completed boolean)
    where i.id = p.id`);
  await tellAccrualNews(tx, paid, completed);
  const written = await postCredits(tx, unpaid);
  if (written.size !== unpaid.length) throw new Error('A profit key was used while its investment was locked; the batch is rolled back.');
  return { investments: due.length, roiEntries: paid.length, completed: completed.length };
}

/** The credits' keys the ledger already holds (written before this run, e.g. by an older version). */
async function usedKeys(tx: Tx, credits: LedgerCredit[]): Promise<Set<string>> {
  if (credits.length === 0) return new Set();
  const keys = JSON.stringify(credits.map((credit) => credit.uniqueKey));
  const rows = await selectRows<{ unique_key: string }>(
    tx,
    sql`select unique_key from ledger_entries where unique_key in (select value from jsonb_array_elements_text(${keys}::jsonb))`,
  );
  return new Set(rows.map((row) => row.unique_key));
}

const roiCredit = (investment: Investment, period: number, amountCents: number): LedgerCredit => ({
  userId: investment.userId,
  amountCents,
  kind: 'roi',
  refType: 'investment',
  refId: investment.id,
  narration: investment.planName,
  uniqueKey: roiKey(investment.id, period),
});

const capitalCredit = (investment: Investment): LedgerCredit => ({
  userId: investment.userId,
  amountCents: investment.amountCents,
  kind: 'capital_return',
  refType: 'investment',
  refId: investment.id,
  narration: investment.planName,
  uniqueKey: capitalKey(investment.id),
});
