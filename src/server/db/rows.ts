import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * The rows of a hand-written statement. node-postgres and PGlite both answer with `rows`, which
 * Drizzle's common type does not show.
 */
export async function selectRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
