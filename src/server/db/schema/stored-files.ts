import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './created-at';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded files (KYC documents) by their server-chosen key, so every app instance can serve every file. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAtColumn(),
});
