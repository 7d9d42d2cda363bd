import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { keysetWhere, newestFirst, toPage } from '../../db/pagination';

export async function listAuditLog(db: Queryable, query: { limit: number; cursor?: string }) {
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(keysetWhere(auditLog, query.cursor))
    .orderBy(...newestFirst(auditLog))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), nextCursor: page.nextCursor };
}
