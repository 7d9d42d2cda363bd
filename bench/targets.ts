import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';

export interface BenchTarget {
  name: 'pglite' | 'postgres';
  /** Opens the database from the bench process (only while the server is not running, for PGlite). */
  open(): Promise<Database>;
  serverEnv: Record<string, string>;
  cleanup(): Promise<void>;
}

function pgliteTarget(): BenchTarget {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  return {
    name: 'pglite',
    open: () => openPglite(dataDir),
    serverEnv: { DATA_DIR: dataDir, SEED_DEMO: '0' },
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresTarget(adminUrl: string): BenchTarget {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  let created = false;
  // The server still wants a DATA_DIR (uploads, secret key) beside PostgreSQL.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  return {
    name: 'postgres',
    async open() {
      if (!created) {
        await adminQuery(`create database ${name}`);
        created = true;
      }
      return openPostgres(url.toString(), 10);
    },
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_DEMO: '0' },
    async cleanup() {
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function benchDatabaseTargets(): BenchTarget[] {
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  return postgresUrl ? [pgliteTarget(), postgresTarget(postgresUrl)] : [pgliteTarget()];
}
