import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Db, openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the files of a migrated, empty PGlite, for tests to start theirs from. */
    migratedPgliteDump: string;
    /** A migrated, empty PostgreSQL database that test databases are copied from ('' without PostgreSQL). */
    migratedPostgresTemplate: string;
  }
}

/**
 * Vitest's global setup: migrates one PGlite and, with TEST_DATABASE_URL, one PostgreSQL database
 * once for the whole run. Each test database is then a copy of these instead of a new cluster
 * migrated from scratch: creating a PGlite cluster alone takes several seconds, and a test file
 * opens one per describe block.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrated-pglite-'));
  const dumpFile = path.join(folder, 'pglite.tar');
  const pglite = new PGlite({ extensions: { pg_trgm } });
  await migrate({ db: drizzle(pglite) as unknown as Db, kind: 'pglite', close: () => pglite.close() });
  writeFileSync(dumpFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('migratedPgliteDump', dumpFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template = '';
  if (adminUrl) {
    template = `t_template_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${template}`));
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = openPostgres(url.toString(), 2);
    await migrate(database);
    await database.close();
  }
  project.provide('migratedPostgresTemplate', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && template) await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${template} with (force)`));
  };
}

async function withAdmin(adminUrl: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
