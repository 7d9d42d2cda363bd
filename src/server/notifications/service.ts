import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { notifications } from '../db/schema';
import { keysetWhere, newestFirst, toPage } from '../db/pagination';
import { notFound } from '../errors';
import type { NotificationsPage } from '../../shared/schemas/notifications';

async function countUnread(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

export async function listNotifications(db: Queryable, userId: string, page: { limit: number; cursor?: string }): Promise<NotificationsPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), keysetWhere(notifications, page.cursor)))
    .orderBy(...newestFirst(notifications))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return {
    items: items.map((row) => ({
      id: row.id,
      kind: row.kind,
      message: row.message,
      params: row.params,
      refType: row.refType,
      refId: row.refId,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
    unreadCount: await countUnread(db, userId),
  };
}

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
