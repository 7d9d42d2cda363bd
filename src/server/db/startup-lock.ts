import pg from 'pg';

/** Any number every instance agrees on: the key of the advisory lock held while one of them starts up. */
const STARTUP_LOCK_KEY = 7_300_001;

/**
 * Instances starting together on one PostgreSQL database (a deploy, a scale-up) would run the same
 * migrations and the empty-database seed at once, and all but one would die on "already exists".
 * A session advisory lock, on a connection of its own, lets them through one at a time; the later
 * ones find the work done. PGlite needs none: its data directory admits one process.
 */
export async function oneInstanceAtATime<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when work() failed.
    await client.end();
  }
}
