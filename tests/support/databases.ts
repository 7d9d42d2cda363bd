import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let migratedPglite: Blob | undefined;

/** The migrated, empty PGlite of this run (tests/support/migrated-templates.ts), read once per process. */
function migratedPgliteDump(): Blob {
  migratedPglite ??= new Blob([readFileSync(inject('migratedPgliteDump'))]);
  return migratedPglite;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database of its own
 * so test files running side by side never see each other's rows. Both start as copies of the
 * database the run migrated once.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openPglite(undefined, migratedPgliteDump());
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('migratedPostgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 30);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before its connections have said goodbye; forcing the drop while they
      // linger kills them with an error nobody listens to, so wait (briefly) for them to leave.
      for (let tries = 0; tries < 50; tries += 1) {
        const { rows } = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
