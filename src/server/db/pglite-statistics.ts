import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from './client';
import { quoted } from './flat-statement';
import { selectRows } from './rows';
import { repeatWithoutOverlap } from '../jobs/repeat';

/**
 * The table that grew most since it was last analysed, once it has grown by a fifth and by 8 pages
 * (64 KB). One table a pass: an ANALYZE holds PGlite's only connection for up to about 10 ms, and
 * several in a row would hold every request back that long.
 */
const mostGrownTable = sql`
  select c.relname as name from pg_class c
  cross join lateral (select pg_relation_size(c.oid) / current_setting('block_size')::int as pages) now
  where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and now.pages > c.relpages * 1.2 + 8
  order by now.pages::float / greatest(c.relpages, 1) desc
  limit 1`;

/** One pass: ANALYZE the table that grew most, if any; returns its name. */
export async function analyzeMostGrownTable(db: Queryable): Promise<string | undefined> {
  const [table] = await selectRows<{ name: string }>(db, mostGrownTable);
  if (table) await db.execute(sql.raw(`analyze ${quoted(table.name)}`));
  return table?.name;
}

/**
 * PGlite has no autovacuum, so nothing refreshes the planner's statistics as tables grow, and a
 * prepared statement keeps the plan made for a table of a few rows (a sequential scan) when it
 * holds thousands: checking "no active investment in this plan" came to cost a purchase a third of
 * its time within seconds of load. PostgreSQL's autovacuum does this itself.
 */
export function startPgliteStatistics(ctx: AppContext, intervalMs = 2_000): () => Promise<void> {
  if (ctx.dbKind !== 'pglite') return async () => {};
  return repeatWithoutOverlap(() => analyzeMostGrownTable(ctx.db), intervalMs, 'Refreshing table statistics failed; retrying shortly.');
}
