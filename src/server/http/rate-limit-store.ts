import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db, Queryable } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { hashToken } from '../crypto/tokens';
import type { AppContext } from '../context';
import { repeatWithoutOverlap } from '../jobs/repeat';
import { jobRuns } from '../metrics/job-runs';

const { keyHash, hits, windowEndsAt } = rateLimitCounters;
const windowEnded = sql`${windowEndsAt} <= now()`;
const msLeft = sql<number>`greatest(0, ceil(extract(epoch from ${windowEndsAt} - now()) * 1000))::integer`;

/**
 * Counts one attempt under `key` in a fixed window of `windowMs` and answers the count so far and
 * the ms left in the window. One statement, so attempts sent to several instances at once are all
 * counted; the database's clock decides the window, so instances with skewed clocks agree.
 */
export async function countAttempt(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ keyHash: hashToken(key), hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: keyHash,
      set: {
        // Capped below the integer limit: a flood must not turn into an overflow error.
        hits: sql`case when ${windowEnded} then 1 else least(${hits}, 2147483646) + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${windowEndsAt} end`,
      },
    })
    .returning({ current: hits, ttl: msLeft });
  return row!;
}

/** The attempts counted under each key in its current window (0 when none or the window has ended), and the ms the window has left. */
export async function countsSoFar(db: Db, keys: string[]): Promise<Array<{ current: number; ttl: number }>> {
  const hashes = keys.map(hashToken);
  const rows = await db
    .select({ keyHash, current: hits, ttl: msLeft })
    .from(rateLimitCounters)
    .where(and(inArray(keyHash, hashes), gt(windowEndsAt, sql`now()`)));
  return hashes.map((hash) => rows.find((row) => row.keyHash === hash) ?? { current: 0, ttl: 0 });
}

/** Forgets the attempts counted under `key`, as if its window had ended. */
export async function forgetAttempts(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(keyHash, hashToken(key)));
}

/** @fastify/rate-limit's store, on the database every instance shares. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countAttempt(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}

/** Deletes the counters whose window has ended, every minute; safe on every instance at once. */
export function startRateLimitPurge(ctx: AppContext, intervalMs = 60_000): () => Promise<void> {
  return repeatWithoutOverlap(
    () => ctx.db.delete(rateLimitCounters).where(lte(windowEndsAt, sql`now()`)),
    intervalMs,
    'Purging ended rate-limit windows failed; retrying shortly.',
    jobRuns(ctx.db, 'rate_limit_purge'),
  );
}
