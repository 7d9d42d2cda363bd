import { randomUUID } from 'node:crypto';
import { desc, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { reconciliationReports } from '../db/schema';
import { releaseLease, tryAcquireLease } from '../jobs/lease';
import { repeatWithoutOverlap } from '../jobs/repeat';
import { jobRuns } from '../metrics/job-runs';
import { buildReconciliation } from './reconciliation';
import type { ReconciliationReport } from '../../shared/schemas/admin';

const LEASE_NAME = 'reconciliation';
// A full check reads every ledger entry (seconds at 100,000 investors), so it runs in the
// background this often and the page shows the stored result.
const INTERVAL_MS = 15 * 60_000;
const LEASE_SECONDS = 10 * 60;
const REPORTS_KEPT = 100;

const toReport = (row: typeof reconciliationReports.$inferSelect): ReconciliationReport => ({
  ...row.report,
  checkedAt: row.checkedAt.toISOString(),
  durationMs: row.durationMs,
});

/** Checks every balance and running total against the ledger now, and stores the result as the latest. */
export async function checkAndStore(db: Db): Promise<ReconciliationReport> {
  const startedAt = performance.now();
  const report = await buildReconciliation(db);
  const [row] = await db
    .insert(reconciliationReports)
    .values({ report, durationMs: Math.round(performance.now() - startedAt) })
    .returning();
  await db.delete(reconciliationReports).where(lt(reconciliationReports.id, row!.id - (REPORTS_KEPT - 1)));
  return toReport(row!);
}

/** The latest stored check; the first request on a new database makes one. */
export async function latestReport(db: Db): Promise<ReconciliationReport> {
  const [row] = await db.select().from(reconciliationReports).orderBy(desc(reconciliationReports.id)).limit(1);
  return row ? toReport(row) : checkAndStore(db);
}

/** Every 15 minutes on whichever instance holds the lease; returns a stop function. */
export function startReconciliationJob(ctx: AppContext): () => Promise<void> {
  const holder = randomUUID();
  return repeatWithoutOverlap(
    async () => {
      if (!(await tryAcquireLease(ctx.db, LEASE_NAME, holder, LEASE_SECONDS))) return;
      try {
        // A restart, or another instance, may have checked moments ago.
        const [recent] = await ctx.db
          .select({ id: reconciliationReports.id })
          .from(reconciliationReports)
          .where(gt(reconciliationReports.checkedAt, sql`now() - make_interval(secs => ${INTERVAL_MS / 1000 - 60})`))
          .limit(1);
        if (!recent) await checkAndStore(ctx.db);
      } finally {
        await releaseLease(ctx.db, LEASE_NAME, holder);
      }
    },
    INTERVAL_MS,
    'Reconciliation failed; retrying at the next tick.',
    jobRuns(ctx.db, 'reconciliation'),
  );
}
