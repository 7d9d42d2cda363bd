import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';

type OwnedTable = PgTable & { userId: PgColumn; createdAt: PgColumn; id: PgColumn };
export type RowOf<T extends OwnedTable> = T['$inferSelect'] & { createdAt: Date; id: string | number };

const BATCH = 500;

export interface TimeRange {
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

/**
 * Every row of the investor's own in a history table, oldest first, read in batches by keyset (one
 * range of the (user_id, created_at, id) index each), so a statement of any length streams in
 * constant memory and every batch costs what the first does.
 */
export async function* ownRowsOldestFirst<T extends OwnedTable>(
  db: Queryable,
  table: T,
  userId: string,
  range: TimeRange,
  filter?: SQL,
): AsyncGenerator<RowOf<T>> {
  let after: { createdAt: Date; id: string | number } | null = null;
  for (;;) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(
        and(
          eq(table.userId, userId),
          filter,
          range.from && gte(table.createdAt, range.from),
          range.until && lt(table.createdAt, range.until),
          after ? sql`(${table.createdAt}, ${table.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(BATCH)) as RowOf<T>[];
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!;
  }
}
