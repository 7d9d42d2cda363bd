import type { AppContext } from '../context';
import { planRefresher } from '../db/pglite-plans';
import { vacuumStep } from '../db/pglite-vacuum';
import { jobRuns } from '../metrics/job-runs';
import { repeatWithoutOverlap } from './repeat';

/**
 * PGlite has no autovacuum, and a prepared statement keeps the plan made when its tables held a
 * few rows (a sequential scan) when they hold thousands: checking "no active investment in this
 * plan" came to cost a purchase a third of its time within seconds of load. ANALYZE of the grown
 * table fixed that, but it holds PGlite's only connection, and Node's event loop with it, for
 * longer as the table grows (6–76 ms at a few thousand rows of mail or stored answers), which was
 * the slowest 1 % of requests under load. DISCARD PLANS takes under a millisecond. Columns keep
 * the planner's default selectivities, which favour the index lookups every hot query makes.
 * PostgreSQL's autovacuum analyses, and so re-plans, by itself.
 */
export function startPglitePlanRefresh(ctx: AppContext, intervalMs = 2_000): () => Promise<void> {
  if (ctx.dbKind !== 'pglite') return async () => {};
  return repeatWithoutOverlap(planRefresher(ctx.db), intervalMs, 'Re-planning after table growth failed; retrying shortly.', jobRuns(ctx.db, 'pglite_replan'));
}

/**
 * PGlite has no autovacuum: rows that updates and deletes leave behind (sessions, the mail outbox,
 * stored answers, rate-limit windows) would otherwise only grow the files and every scan. Every
 * 5 seconds one step; PostgreSQL's autovacuum does this by itself.
 */
export function startPgliteVacuum(ctx: AppContext, intervalMs = 5_000): () => Promise<void> {
  if (ctx.dbKind !== 'pglite') return async () => {};
  return repeatWithoutOverlap(vacuumStep(ctx.db), intervalMs, 'Vacuuming a table failed; retrying shortly.', jobRuns(ctx.db, 'pglite_vacuum'));
}
