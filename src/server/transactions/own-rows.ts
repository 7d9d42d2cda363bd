import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { keysetWhere, newestFirst, toPage, type Page } from '../db/pagination';
import type { PageQuery } from '../../shared/schemas/pagination';

type OwnedTable = PgTable & { userId: PgColumn; createdAt: PgColumn; id: PgColumn };
type RowOf<T extends OwnedTable> = T['$inferSelect'] & { createdAt: Date; id: string | number };

/**
 * One page of the caller's own rows of a history table, newest first. The user filter is part of
 * every query, so no id from anyone else can reach another investor's rows.
 */
export async function listOwnRows<T extends OwnedTable, Dto>(
  db: Queryable,
  table: T,
  userId: string,
  query: PageQuery,
  toDto: (row: RowOf<T>) => Dto,
  filter?: SQL,
): Promise<Page<Dto>> {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.userId, userId), filter, keysetWhere(table, query.cursor)))
    .orderBy(...newestFirst(table))
    .limit(query.limit + 1)) as RowOf<T>[];
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toDto), nextCursor: page.nextCursor };
}
