import { and, desc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sessions } from '../db/schema';
import { notFound } from '../errors';
import { endSession } from '../auth/session-store';
import type { ActiveSessionDto } from '../../shared/schemas/account';

/** The caller's sessions that would still be accepted now: within both the idle and the absolute window. */
export async function listActiveSessions(
  db: Queryable,
  userId: string,
  currentSessionId: string,
  window: { now: Date; idleMinutes: number },
): Promise<ActiveSessionDto[]> {
  const idleCutoff = new Date(window.now.getTime() - window.idleMinutes * 60_000);
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, window.now), gt(sessions.lastSeenAt, idleCutoff)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the caller's own sessions; anyone else's session id is answered as unknown. */
export async function endOwnSession(db: Queryable, userId: string, sessionId: string): Promise<void> {
  const [owned] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!owned) throw notFound();
  await endSession(db, owned.id);
}
