import { uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/**
 * A row id that grows with time (UUIDv7, monotonic within a process). Rows written in one
 * transaction share one created_at, and lists order by (created_at, id), so only time-ordered ids
 * show such rows in the order they were written. Rows inserted by bare SQL get a random uuid.
 */
export const newRowId = (): string => uuidv7();

export const rowIdColumn = () => uuid('id').primaryKey().defaultRandom().$defaultFn(newRowId);
