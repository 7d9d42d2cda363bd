import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

async function postgresVersion(): Promise<string | null> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  } finally {
    await client.end();
  }
}

/** What the figures were measured on, for the README table. */
export async function describeMachine(): Promise<string> {
  const pglite = JSON.parse(fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version as string;
  const postgres = await postgresVersion();
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    `${os.cpus().length} cores (${cpu})`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `Node ${process.version}`,
    `PGlite ${pglite}`,
    ...(postgres ? [`PostgreSQL ${postgres}`] : []),
  ].join(', ');
}
