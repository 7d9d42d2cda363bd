import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import { keysetWhere } from '../db/pagination';
import { conflict, forbidden, notFound } from '../errors';
import type { QueueQuery } from '../../shared/schemas/admin';

/** Investor columns every queue row carries, so the operator sees whose request it is. */
export const investorColumns = { email: users.email, fullname: users.fullname };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Matches a user's email or full name, case-insensitively. */
export function userSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(ilike(users.email, pattern), ilike(users.fullname, pattern));
}

/** The WHERE of a queue page: status filter, investor search, keyset cursor. */
export function queueWhere(columns: { status: PgColumn; createdAt: PgColumn; id: PgColumn }, query: QueueQuery): SQL | undefined {
  return and(query.status === 'all' ? undefined : eq(columns.status, query.status), userSearch(query.q), keysetWhere(columns, query.cursor));
}

/**
 * Only a pending request can be decided, and no operator decides their own (four eyes); the
 * decision's statement checks both again, so a racing decision is planned again and refused here.
 */
export function requirePending<T extends { status: string; userId: string }>(row: T | undefined, noun: string, adminId: string): T {
  if (!row) throw notFound();
  if (row.status !== 'pending') throw conflict('ALREADY_DECIDED', `This ${noun} was already decided.`);
  if (row.userId === adminId) throw forbidden(`Another admin must decide your own ${noun}.`);
  return row;
}

export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
