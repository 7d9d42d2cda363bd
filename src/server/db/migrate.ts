import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Queryable } from './client';
import { selectRows } from './rows';
import { projectPath } from '../project-path';

const migrationsFolder = projectPath('drizzle');

export async function migrate(database: Database): Promise<void> {
  const run = database.kind === 'pglite' ? migratePglite : migratePg;
  await run(database.db as never, { migrationsFolder });
}

/**
 * The migrations of this build that the database has not recorded as applied, by tag. Drizzle's
 * migrator records each in drizzle.__drizzle_migrations by its journal time, and applies those
 * later than the last one recorded.
 */
export async function unappliedMigrations(db: Queryable): Promise<string[]> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const recorded = await selectRows<{ created_at: number | string }>(db, sql`select created_at from drizzle.__drizzle_migrations`);
  const applied = new Set(recorded.map((row) => Number(row.created_at)));
  return journal.entries.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}
