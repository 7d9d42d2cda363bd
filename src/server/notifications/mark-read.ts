import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { notFound } from '../errors';
import { countUnread } from './list';

/**
 * Marks the given notifications (or all unread ones) read. The ids must all be the caller's:
 * one that is not makes the whole request a 404 and changes nothing.
 */
export async function markRead(db: Db, userId: string, ids: string[] | undefined, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    if (ids) {
      const unique = [...new Set(ids)];
      const owned = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, unique)));
      if (owned.length !== unique.length) throw notFound();
    }
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
    return countUnread(tx, userId);
  });
}
