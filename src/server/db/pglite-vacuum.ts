import { sql } from 'drizzle-orm';
import type { Queryable } from './client';
import { selectRows } from './rows';

/** A table is vacuumed once its dead rows pass both: a few hundred, and a twentieth of its live rows. */
const MIN_DEAD_ROWS = 500;
const LIVE_ROWS_PER_DEAD_ROW = 20;

const mostDeadRows = sql`
  select relname as name, n_dead_tup::int as dead from pg_stat_user_tables
  where schemaname = 'public' and n_dead_tup > greatest(${MIN_DEAD_ROWS}::int, n_live_tup / ${LIVE_ROWS_PER_DEAD_ROW}::int)
  order by n_dead_tup desc limit 1`;

/**
 * One small step: vacuums the one table with the most dead rows, if any has enough, and returns its
 * name. A VACUUM holds PGlite's only connection, and Node's event loop, while it runs; it reads
 * only the pages changed since the table's last VACUUM (the visibility map marks the rest), so
 * steps taken often stay short, and one table per step bounds each pause.
 */
export function vacuumStep(db: Queryable): () => Promise<string | null> {
  return async () => {
    const [table] = await selectRows<{ name: string; dead: number }>(db, mostDeadRows);
    if (!table) return null;
    await db.execute(sql`vacuum ${sql.identifier(table.name)}`);
    return table.name;
  };
}
