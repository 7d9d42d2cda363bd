import { sql } from 'drizzle-orm';
import type { Queryable } from './client';
import { selectRows } from './rows';

const tablePages = sql`
  select c.relname as name, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
  from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`;

/** Grown enough to plan anew: by a fifth and by 8 pages (64 KB) since the last plans were made. */
const hasGrown = (pages: number, plannedAt: number) => pages > plannedAt * 1.2 + 8;

/**
 * One pass at a time: when a table has grown enough since the last pass that re-planned, drops
 * every cached plan so prepared statements are planned again on their next use; returns the tables
 * that had grown. The planner scales its row estimates by a table's current size on disk, so the
 * new plans fit the table as it is now.
 */
export function planRefresher(db: Queryable): () => Promise<string[]> {
  let pagesWhenPlanned = new Map<string, number>();
  return async () => {
    const tables = await selectRows<{ name: string; pages: number }>(db, tablePages);
    const grown = tables.filter((table) => hasGrown(table.pages, pagesWhenPlanned.get(table.name) ?? 0)).map((table) => table.name);
    if (grown.length > 0) {
      await db.execute(sql`discard plans`);
      pagesWhenPlanned = new Map(tables.map((table) => [table.name, table.pages]));
    }
    return grown;
  };
}
