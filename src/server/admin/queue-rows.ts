import { eq, type SelectedFields } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { newestFirst, toPage, type Page } from '../db/pagination';
import { investorColumns, queueWhere, requirePending } from './queue';
import type { QueueQuery } from '../../shared/schemas/admin';

type QueueTable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn; createdAt: PgColumn };

/**
 * The rows of one request queue (deposits, withdrawals, MT4 subscriptions, KYC) with whose request
 * each is: the operator's list, and the row a decision is planned from.
 */
export function queueRows<Columns extends SelectedFields<PgColumn, PgTable>>(table: QueueTable, columns: Columns, noun: string) {
  type Row = SelectResultFields<Columns & typeof investorColumns> & { id: string; userId: string; status: string; createdAt: Date };
  const selection = { ...columns, ...investorColumns };
  const rowsWithInvestor = (db: Queryable) =>
    db
      .select(selection)
      .from(table as PgTable)
      .innerJoin(users, eq(users.id, table.userId));

  return {
    async list(db: Queryable, query: QueueQuery): Promise<Page<Row>> {
      const rows = (await rowsWithInvestor(db)
        .where(queueWhere(table, query))
        .orderBy(...newestFirst(table))
        .limit(query.limit + 1)) as unknown as Row[];
      return toPage(rows, query.limit);
    },
    /** The request a decision is planned from; only a pending one can be decided (its statement checks again). */
    async readPending(db: Queryable, id: string, adminId: string): Promise<Row> {
      const [row] = (await rowsWithInvestor(db).where(eq(table.id, id))) as unknown as Row[];
      return requirePending(row, noun, adminId);
    },
  };
}
