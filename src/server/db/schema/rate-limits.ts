import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the sign-in, registration and support limits, shared by every app instance
 * (counted in one process's memory, N instances would allow N times the limit). The key is a hash,
 * so e-mail addresses an attacker tries are not stored.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);
