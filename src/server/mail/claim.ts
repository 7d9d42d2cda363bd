import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * Moves up to `limit` due mails from pending to sending in one statement. SKIP LOCKED lets two
 * workers claim at the same time without waiting on or taking each other's rows, and the status
 * change is what keeps a claimed row away from every later claim. Times are the database's, so
 * instances with skewed clocks still agree.
 */
export async function claimDueMail(db: Db, limit: number, leaseSeconds: number): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), sql`${mailOutbox.nextAttemptAt} <= now()`))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
    .returning();
}

/** Only the claim that moved the row to sending can finish it; a second finish changes nothing. */
export async function markSent(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** A refused send goes back to pending after `retryInMs`, or to failed when attempts are spent. */
export async function markAttemptFailed(db: Db, id: string, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
          },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/**
 * A row still "sending" after its lease died with its worker mid-send: the server may or may not
 * have accepted it. Sending again could deliver it twice, so it is parked as failed for a person
 * to look at instead.
 */
export async function parkAbandonedMail(db: Db): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: 'Delivery outcome unknown: the sender stopped while sending.' })
    .where(and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
