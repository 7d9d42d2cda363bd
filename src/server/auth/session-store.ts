import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { perDatabase } from '../db/per-database';
import { sessions, twoFactorCredentials, users, type User } from '../db/schema';
import { SESSION_ABSOLUTE_HOURS } from '../../shared/constants';
import { hashToken, newToken } from '../crypto/tokens';

export interface ActiveSession {
  id: string;
  csrfToken: string;
  /** When this session last confirmed its password for a security change; null if never. */
  reauthenticatedAt: Date | null;
  user: User;
  /** Whether the account signs in with a second factor (enrolment confirmed), as read with the session. */
  twoFactorOn: boolean;
}

export async function createSession(
  db: Queryable,
  userId: string,
  meta: { userAgent: string; ipAddress: string; now: Date },
): Promise<{ token: string; csrfToken: string; id: string }> {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(meta.now.getTime() + SESSION_ABSOLUTE_HOURS * 3600_000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      csrfToken,
      userAgent: meta.userAgent.slice(0, 300),
      ipAddress: meta.ipAddress,
      createdAt: meta.now,
      lastSeenAt: meta.now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, csrfToken, id: row!.id };
}

/**
 * The lookup every API request makes, built once per database. Only the session columns a request
 * needs: every column returned costs time on PGlite. Whether two-factor sign-in is on comes with it
 * (an index probe), as a withdrawal and every operator request need it: a round trip of its own cost
 * them more than the probe costs a read.
 */
const liveSessionQuery = perDatabase((db) =>
  db
    .select({
      session: { id: sessions.id, csrfToken: sessions.csrfToken, lastSeenAt: sessions.lastSeenAt, reauthenticatedAt: sessions.reauthenticatedAt },
      user: users,
      twoFactorOn: sql<boolean>`exists (select 1 from ${twoFactorCredentials} where ${twoFactorCredentials.userId} = ${users.id} and ${twoFactorCredentials.enabledAt} is not null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/**
 * Finds the live session for a cookie token and, for a request the investor made, slides its idle
 * window. Idle expiry and absolute expiry are both enforced here, on the server.
 */
export async function resumeSession(
  db: Queryable,
  token: string,
  idleMinutes: number,
  now: Date,
  { slide }: { slide: boolean },
): Promise<ActiveSession | null> {
  const idleCutoff = new Date(now.getTime() - idleMinutes * 60_000);
  const [row] = await liveSessionQuery(db).execute({ tokenHash: hashToken(token), now, idleCutoff });
  if (!row) return null;
  // Writing last_seen at most every 15 s (or a quarter of a short idle window) keeps reads cheap under load.
  const touchEveryMs = Math.min(15_000, (idleMinutes * 60_000) / 4);
  if (slide && now.getTime() - row.session.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return {
    id: row.session.id,
    csrfToken: row.session.csrfToken,
    reauthenticatedAt: row.session.reauthenticatedAt,
    user: row.user,
    twoFactorOn: row.twoFactorOn,
  };
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function endOtherSessions(db: Queryable, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function endAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
