import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { investments, kycRecords, ledgerEntries, type User } from '../db/schema';
import type { ActivePlanDto, BalancePointDto, DashboardSummary } from '../../shared/schemas/dashboard';

const DAY_MS = 86_400_000;

async function activePlans(db: Queryable, userId: string): Promise<ActivePlanDto[]> {
  const [active, profits] = await Promise.all([
    db
      .select()
      .from(investments)
      .where(and(eq(investments.userId, userId), eq(investments.status, 'active')))
      .orderBy(desc(investments.createdAt)),
    db
      .select({ investmentId: ledgerEntries.refId, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'roi')))
      .groupBy(ledgerEntries.refId),
  ]);
  const profitOf = new Map(profits.map((row) => [row.investmentId, Number(row.cents)]));
  return active.map((investment) => ({
    id: investment.id,
    planName: investment.planName,
    amountCents: investment.amountCents,
    roiBps: investment.roiBps,
    durationDays: investment.durationDays,
    paidPeriods: investment.paidPeriods,
    profitPaidCents: profitOf.get(investment.id) ?? 0,
    activatedAt: investment.activatedAt?.toISOString() ?? null,
    maturesAt: investment.activatedAt ? new Date(investment.activatedAt.getTime() + investment.durationDays * DAY_MS).toISOString() : null,
  }));
}

/**
 * The balance at the close of each day that had a movement (the last entry's balance after) and the
 * profit paid up to that day, from the ledger itself: the chart cannot disagree with the history.
 */
async function balanceHistory(db: Queryable, userId: string): Promise<BalancePointDto[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      balance: sql<string>`(array_agg(${ledgerEntries.balanceAfterCents} order by ${ledgerEntries.createdAt} desc, ${ledgerEntries.id} desc))[1]`,
      profit: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'roi'), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  let profitSoFar = 0;
  return rows.map((row) => {
    profitSoFar += Number(row.profit);
    return { day: row.day, balanceCents: Number(row.balance), profitCents: profitSoFar };
  });
}

async function firstSteps(db: Queryable, user: User): Promise<DashboardSummary['firstSteps']> {
  const [[kyc], [deposit]] = await Promise.all([
    db.select({ status: kycRecords.status }).from(kycRecords).where(eq(kycRecords.userId, user.id)).orderBy(desc(kycRecords.createdAt)).limit(1),
    db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.kind, 'deposit')))
      .limit(1),
  ]);
  return { emailVerified: user.emailVerifiedAt !== null, kyc: kyc?.status ?? 'none', firstDeposit: deposit !== undefined };
}

/** What the dashboard home shows of the investor's own money, read in one go. */
export async function dashboardSummaryOf(db: Queryable, user: User): Promise<DashboardSummary> {
  const [plans, history, steps] = await Promise.all([activePlans(db, user.id), balanceHistory(db, user.id), firstSteps(db, user)]);
  return {
    investedCents: plans.reduce((sum, plan) => sum + plan.amountCents, 0),
    profitPaidCents: history.at(-1)?.profitCents ?? 0,
    activePlans: plans,
    history,
    firstSteps: steps,
  };
}
