import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import type { DatabaseKind } from './databases';

/**
 * A database that outlives the app: open() it, close it, open() it again and the rows are still
 * there, as after a process restart. PGlite lives in a temporary data directory (so a restart
 * really reads it back from disk); PostgreSQL in a database of its own.
 */
export interface RestartableDatabase {
  open(): Promise<Database>;
  destroy(): Promise<void>;
  /** What a child process (a CLI) needs in its environment to open the same database. */
  env: { DATA_DIR: string; DATABASE_URL: string };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createRestartableDatabase(kind: DatabaseKind): Promise<RestartableDatabase> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restartable-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async open() {
        const database = await openPglite(dataDir);
        await migrate(database);
        return database;
      },
      async destroy() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  // The app makes DATA_DIR private to itself, so it gets a directory of its own, never /tmp.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restartable-pg-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async open() {
      const database = openPostgres(url.toString(), 10);
      await migrate(database);
      return database;
    },
    async destroy() {
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
