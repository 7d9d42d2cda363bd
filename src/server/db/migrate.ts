import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export async function migrate(database: Database): Promise<void> {
  const run = database.kind === 'pglite' ? migratePglite : migratePg;
  await run(database.db as never, { migrationsFolder });
}
