import { and, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { notifications } from '../db/schema';
import { keysetWhere, newestFirst, toPage } from '../db/pagination';
import type { NotificationsPage } from '../../shared/schemas/notifications';

export async function countUnread(db: Queryable, userId: string): Promise<number> {
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
