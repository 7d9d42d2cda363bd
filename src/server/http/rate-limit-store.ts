import { lte, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { repeatWithoutOverlap } from '../jobs/repeat';
import { jobRuns } from '../metrics/job-runs';

const { keyHash, hits, windowEndsAt } = rateLimitCounters;
const windowEnded = sql`${windowEndsAt} <= now()`;

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
    .returning({
      current: hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${windowEndsAt} - now()) * 1000))::integer`,
    });
  return row!;
}

/** @fastify/rate-limit's store, on the database every instance shares. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countAttempt(db, key, timeWindow).then((result) => callback(null, result), (error: Error) => callback(error));
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
