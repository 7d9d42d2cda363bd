import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { preparedPgliteClient } from './pglite-prepared-client';
import { StatementNames } from './statement-names';
import { registerStatementRunner } from './statement-runners';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// node-postgres returns int8 as strings; our bigints are cents well inside the safe-integer range.
pg.types.setTypeParser(20, (value) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 out of safe range: ${value}`);
  return parsed;
});

const isUnnamedQueryConfig = (config: unknown): config is { text: string; name?: string } =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as { text?: unknown }).text === 'string' &&
  !(config as { name?: unknown }).name &&
  typeof (config as { submit?: unknown }).submit !== 'function';

/**
 * A node-postgres client that names each query by its text, so PostgreSQL parses and plans a query
 * shape once per connection instead of on every request (Drizzle names none by itself).
 */
function namedStatementClient(names: StatementNames): typeof pg.Client {
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  class NamedStatementClient extends pg.Client {}
  NamedStatementClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const name = isUnnamedQueryConfig(config) ? names.nameFor(config.text) : undefined;
    return query.call(this, name ? { ...(config as object), name } : config, ...rest);
  } as pg.Client['query'];
  return NamedStatementClient;
}

/**
 * Connections per app process. Each busy connection is a PostgreSQL backend wanting a core; on the
 * 2-core bench machine 10 served reads and money requests better than 20 (and than 5), and more
 * cores can keep proportionally more busy.
 */
const DEFAULT_POOL_SIZE = Math.max(10, 4 * os.availableParallelism());

export function openPostgres(url: string, poolSize = DEFAULT_POOL_SIZE): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: namedStatementClient(new StatementNames('drizzle_')) });
  // A connection the server closes (a restart, a failover, a killed backend) reports an error on its
  // client, and on the pool too while idle; unheard, either would end the process. The statement
  // that was running fails on its own, and the pool replaces the connection when next needed.
  pool.on('connect', (client) => client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`)));
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // A config object, not text and values apart, so the statement is named like Drizzle's (above).
  registerStatementRunner(db, ({ text, values }) => pool.query({ text, values }));
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PGlite in `dataDir` (in memory without one, as tests use it). `loadDataDir` starts it from a dump of another
 * PGlite's files instead of creating a cluster, which costs a fraction of the time.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let releaseLock = () => {};
  let dbPath: string | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
    dbPath = path.join(dataDir, 'pglite');
  }
  // pg_trgm: the back office's search by part of an e-mail or name uses its trigram indexes.
  const client = new PGlite({ dataDir: dbPath, extensions: { pg_trgm }, loadDataDir });
  await client.waitReady;
  // Drizzle needs only query() and transaction() of a PGlite; the prepared client provides both.
  const prepared = preparedPgliteClient(client);
  const db = drizzlePglite(prepared as unknown as PGlite, { schema }) as unknown as Db;
  registerStatementRunner(db, ({ text, values }) => prepared.query(text, values));
  return {
    db,
    kind: 'pglite',
    async close() {
      // close() checkpoints, so the next start needs no recovery.
      await client.close();
      releaseLock();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? Promise.resolve(openPostgres(options.databaseUrl)) : openPglite(options.dataDir);
}
