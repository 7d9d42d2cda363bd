import { and, eq, type SelectedFields } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { keysetWhere, newestFirst, toPage, type Page } from '../db/pagination';
import { conflict, forbidden, notFound } from '../errors';
import { userSearch } from '../users/search';
import type { QueueQuery } from '../../shared/schemas/admin';

type QueueTable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn; createdAt: PgColumn };

/** Investor columns every queue row carries, so the operator sees whose request it is. */
const investorColumns = { email: users.email, fullname: users.fullname };

/**
 * Only a pending request can be decided, and no operator decides their own (four eyes); the
 * decision's statement checks both again, so a racing decision is planned again and refused here.
 */
export function requirePending<T extends { status: string; userId: string }>(row: T | undefined, noun: string, adminId: string | null, awaited: string): T {
  if (!row) throw notFound();
  if (row.status !== awaited) throw conflict('ALREADY_DECIDED', `This ${noun} was already decided.`);
  if (row.userId === adminId) throw forbidden(`Another admin must decide your own ${noun}.`);
  return row;
}

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
    /** A page of the queue: status filter, investor search, keyset cursor, newest first. */
    async list(db: Queryable, query: QueueQuery): Promise<Page<Row>> {
      const where = and(query.status === 'all' ? undefined : eq(table.status, query.status), userSearch(query.q), keysetWhere(table, query.cursor));
      const rows = (await rowsWithInvestor(db)
        .where(where)
        .orderBy(...newestFirst(table))
        .limit(query.limit + 1)) as unknown as Row[];
      return toPage(rows, query.limit);
    },
    /**
     * The request a decision is planned from; only a pending one can be decided (its statement checks
     * again), or one in the status a processor's decision awaits (a payout being sent). A processor's decision has no admin.
     */
    async readPending(db: Queryable, id: string, adminId: string | null, awaited = 'pending'): Promise<Row> {
      const [row] = (await rowsWithInvestor(db).where(eq(table.id, id))) as unknown as Row[];
      return requirePending(row, noun, adminId, awaited);
    },
  };
}

/** A row's fields with every date as an ISO string, as answers carry them. */
export type WithIsoDates<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/**
 * A queue row as the operator's answer carries it: the row with its dates as ISO strings. The
 * route's response schema writes only the fields it declares, so one mapping serves every queue.
 */
export const queueDto = <T extends object>(row: T): WithIsoDates<T> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])) as WithIsoDates<T>;
