import { timestamp } from 'drizzle-orm/pg-core';

/**
 * When a row was made, kept to the millisecond: a JavaScript Date holds no finer time, so a page
 * cursor built from a row's time names that row exactly (with microseconds, rows between the
 * cursor's millisecond and the row's own time would fall between pages).
 */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
