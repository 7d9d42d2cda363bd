import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';

/**
 * Takes the named lease when it is free or expired (or already ours), using the database's clock
 * so instances with skewed clocks still agree. True when this holder may run the job now.
 */
export async function tryAcquireLease(db: Db, name: string, holder: string, ttlSeconds: number): Promise<boolean> {
  const leasedUntil = sql`now() + make_interval(secs => ${ttlSeconds})`;
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, leasedUntil })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, leasedUntil },
      setWhere: or(lte(jobLeases.leasedUntil, sql`now()`), eq(jobLeases.holder, holder)),
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/** Frees the lease for the next tick (of any instance) and records when the job last ran. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .update(jobLeases)
    .set({ leasedUntil: sql`now()`, lastRunAt: sql`now()` })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
