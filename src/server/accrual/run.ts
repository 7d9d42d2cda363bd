import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { investments, ledgerEntries, type Investment } from '../db/schema';
import { postLedgerEntry } from '../ledger/post-entry';
import { mailInvestor, tellInvestor } from '../admin/tell-investor';
import { formatUsd } from '../../shared/money';
import { DAY_MS, capitalKey, maturesAt, roiKey, roiPeriods } from './schedule';

export interface AccrualSummary {
  roiEntries: number;
  completed: number;
}

/**
 * Pays every ROI period that is due at ctx.clock.now(), catching up missed ones, and returns the
 * capital of matured investments. Each payment is its own small transaction with a unique key,
 * so a crash loses nothing and two instances running at once pay nothing twice.
 */
export async function runAccrual(ctx: AppContext): Promise<AccrualSummary> {
  const now = ctx.clock.now();
  const summary: AccrualSummary = { roiEntries: 0, completed: 0 };
  const candidates = await ctx.db
    .select({
      investment: investments,
      paidPeriods: sql<number>`(select count(*) from ${ledgerEntries} l
        where l.ref_type = 'investment' and l.ref_id = ${investments.id}::text and l.kind = 'roi')`.mapWith(Number),
    })
    .from(investments)
    .where(
      and(
        eq(investments.status, 'active'),
        isNotNull(investments.activatedAt),
        lte(investments.activatedAt, new Date(now.getTime() - DAY_MS)),
      ),
    );

  for (const { investment, paidPeriods } of candidates) {
    const activatedAt = investment.activatedAt!;
    const due = roiPeriods({ ...investment, activatedAt }).filter((p) => p.dueAt <= now && p.amountCents > 0);
    if (paidPeriods < due.length) summary.roiEntries += await payPeriods(ctx, investment, due, now);
    if (maturesAt({ ...investment, activatedAt }) <= now && (await completeInvestment(ctx, investment.id, now))) {
      summary.completed += 1;
    }
  }
  return summary;
}

async function payPeriods(ctx: AppContext, investment: Investment, due: ReturnType<typeof roiPeriods>, now: Date) {
  const keys = due.map((p) => roiKey(investment.id, p.period));
  const paidRows = await ctx.db
    .select({ key: ledgerEntries.uniqueKey })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.uniqueKey, keys));
  const paid = new Set(paidRows.map((row) => row.key));
  let posted = 0;
  for (const period of due) {
    const key = roiKey(investment.id, period.period);
    if (paid.has(key)) continue;
    const entry = await ctx.db.transaction(async (tx) => {
      const credited = await postLedgerEntry(tx, {
        userId: investment.userId,
        amountCents: period.amountCents,
        kind: 'roi',
        refType: 'investment',
        refId: investment.id,
        narration: investment.planName,
        uniqueKey: key,
      });
      if (credited) {
        await mailInvestor(tx, {
          userId: investment.userId,
          kind: 'roi_credited',
          subject: 'Profit credited',
          message: `${formatUsd(period.amountCents)} profit from your ${investment.planName} investment (day ${period.period} of ${investment.durationDays}) was credited to your balance.`,
          preference: 'roiemail',
        });
      }
      return credited;
    });
    if (entry) posted += 1;
  }
  return posted;
}

/** After the last period: the capital goes back to the balance once, and the investment is done. */
async function completeInvestment(ctx: AppContext, investmentId: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [investment] = await tx
      .select()
      .from(investments)
      .where(and(eq(investments.id, investmentId), eq(investments.status, 'active')))
      .for('update');
    if (!investment) return false;
    await postLedgerEntry(tx, {
      userId: investment.userId,
      amountCents: investment.amountCents,
      kind: 'capital_return',
      refType: 'investment',
      refId: investment.id,
      narration: investment.planName,
      uniqueKey: capitalKey(investment.id),
    });
    await tx.update(investments).set({ status: 'completed', completedAt: now }).where(eq(investments.id, investment.id));
    await tellInvestor(tx, {
      userId: investment.userId,
      kind: 'investment_completed',
      subject: 'Your investment has completed',
      message: `Your ${investment.planName} investment has completed; its capital of ${formatUsd(investment.amountCents)} was returned to your balance.`,
      params: { plan: investment.planName, amountCents: investment.amountCents },
      preference: 'roiemail',
      refType: 'investment',
      refId: investment.id,
    });
    return true;
  });
}
