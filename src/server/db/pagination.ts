import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../errors';
import { CURSOR_ID } from '../../shared/schemas/pagination';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

interface Cursor {
  createdAt: Date;
  id: string;
}

/** A cursor's id must be of its column's kind, so a forged one is refused here, not by the database. */
function decodeCursor(cursor: string | undefined, idColumn: PgColumn): Cursor | undefined {
  if (!cursor) return undefined;
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  const idShape = idColumn.columnType === 'PgUUID' ? CURSOR_ID.uuid : CURSOR_ID.serial;
  if (!id || !idShape.test(id) || Number.isNaN(createdAt.getTime())) throw badRequest('BAD_CURSOR', 'Invalid cursor.');
  return { createdAt, id };
}

function encodeCursor(row: { createdAt: Date; id: string | number }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

/**
 * Keyset pagination, newest first. A row comparison, not `a < x or (a = x and b < y)`: PostgreSQL
 * reads it as one range of the (…, created_at, id) index, so a page deep in a million rows costs
 * what the first page costs.
 */
export function keysetWhere(columns: { createdAt: PgColumn; id: PgColumn }, cursor: string | undefined): SQL | undefined {
  const decoded = decodeCursor(cursor, columns.id);
  if (!decoded) return undefined;
  return sql`(${columns.createdAt}, ${columns.id}) < (${decoded.createdAt.toISOString()}::timestamptz, ${decoded.id})`;
}

export const newestFirst = (columns: { createdAt: PgColumn; id: PgColumn }) => [desc(columns.createdAt), desc(columns.id)];

/** Call with limit + 1 rows fetched; trims the extra one into a cursor. */
export function toPage<T extends { createdAt: Date; id: string | number }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return { items, nextCursor: hasMore ? encodeCursor(items[items.length - 1]!) : null };
}
