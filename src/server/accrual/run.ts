import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { investments } from '../db/schema';
import { payDueBatch } from './pay-batch';
import { DAY_MS } from './schedule';

export interface AccrualSummary {
  roiEntries: number;
  completed: number;
}

export interface AccrualLimits {
  /** Investments settled per transaction. */
  batchSize?: number;
  /** No batch starts after this long; what is still due waits for the next run. */
  budgetMs?: number;
  /** Asked before each batch (the job renews its lease here); false ends the run. */
  mayContinue?: () => Promise<boolean>;
}

const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_BUDGET_MS = 40_000;
// Investments seen for the first time are scheduled this many per statement.
const SCHEDULE_BATCH_SIZE = 5_000;

/**
 * Pays every ROI period due at ctx.clock.now(), catching up missed ones, and returns the capital
 * of matured investments. It reads only investments whose next_due_at has come (a partial index
 * on active ones), so a minute with nothing due costs a few index probes however many investors
 * exist. Work goes in batches, each one transaction with unique ledger keys: a crash loses nothing,
 * and two runs at once skip each other's locked investments and pay nothing twice.
 */
export async function runAccrual(ctx: AppContext, limits: AccrualLimits = {}): Promise<AccrualSummary> {
  const { batchSize = DEFAULT_BATCH_SIZE, budgetMs = DEFAULT_BUDGET_MS, mayContinue = async () => true } = limits;
  const now = ctx.clock.now();
  const startedAt = performance.now();
  const summary: AccrualSummary = { roiEntries: 0, completed: 0 };
  await scheduleNewInvestments(ctx.db);
  while (performance.now() - startedAt < budgetMs && (await mayContinue())) {
    const batch = await ctx.db.transaction((tx) => payDueBatch(tx, now, batchSize));
    summary.roiEntries += batch.roiEntries;
    summary.completed += batch.completed;
    if (batch.investments < batchSize) break;
  }
  return summary;
}

/**
 * Gives each newly activated investment its first due time (activation plus the periods already
 * settled, plus one day). Whatever activates an investment needs to know nothing of the accrual.
 */
async function scheduleNewInvestments(db: Db): Promise<void> {
  const unscheduled = and(eq(investments.status, 'active'), isNull(investments.nextDueAt), isNotNull(investments.activatedAt));
  for (;;) {
    const scheduled = await db
      .update(investments)
      .set({ nextDueAt: sql`${investments.activatedAt} + make_interval(secs => (${investments.paidPeriods} + 1) * ${DAY_MS / 1000})` })
      .where(sql`${investments.id} in (select ${investments.id} from ${investments} where ${unscheduled} limit ${SCHEDULE_BATCH_SIZE})`)
      .returning({ id: investments.id });
    if (scheduled.length < SCHEDULE_BATCH_SIZE) return;
  }
}
