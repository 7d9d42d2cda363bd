import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Matches a user's email or full name, case-insensitively: the back office's search of investors, queues and the ledger. */
export function userSearch(q: string | undefined, columns: { email: PgColumn; fullname: PgColumn } = users): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(ilike(columns.email, pattern), ilike(columns.fullname, pattern));
}
