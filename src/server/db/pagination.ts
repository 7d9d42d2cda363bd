import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../errors';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

interface Cursor {
  createdAt: Date;
  id: string;
}

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) throw badRequest('BAD_CURSOR', 'Invalid cursor.');
  return { createdAt, id };
}

function encodeCursor(row: { createdAt: Date; id: string | number }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

/**
 * Keyset pagination, newest first: the page is found by index, so it costs the same
 * with ten rows or a million.
 */
export function keysetWhere(
  columns: { createdAt: PgColumn; id: PgColumn },
  cursor: string | undefined,
): SQL | undefined {
  const decoded = decodeCursor(cursor);
  if (!decoded) return undefined;
  return or(
    lt(columns.createdAt, decoded.createdAt),
    and(eq(columns.createdAt, decoded.createdAt), lt(columns.id, decoded.id)),
  );
}

export const newestFirst = (columns: { createdAt: PgColumn; id: PgColumn }) => [
  desc(columns.createdAt),
  desc(columns.id),
];

/** Call with limit + 1 rows fetched; trims the extra one into a cursor. */
export function toPage<T extends { createdAt: Date; id: string | number }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return { items, nextCursor: hasMore ? encodeCursor(items[items.length - 1]!) : null };
}
