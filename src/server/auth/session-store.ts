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
  /** Whether the account signs in with a second factor (enrolment confirmed), when the route asked for it (twoFactorOnOf). */
  twoFactorOn: boolean | null;
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

const liveSessionColumns = {
  session: { id: sessions.id, csrfToken: sessions.csrfToken, lastSeenAt: sessions.lastSeenAt, reauthenticatedAt: sessions.reauthenticatedAt },
  user: users,
};
const liveSessionWhere = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  gt(sessions.expiresAt, sql.placeholder('now')),
  gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
);

/**
 * The lookup every API request makes, built once per database. Only the session columns a request
 * needs: every column returned costs time on PGlite.
 */
const liveSessionQuery = perDatabase((db) =>
  db.select(liveSessionColumns).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(liveSessionWhere).limit(1).prepare('live_session'),
);

/**
 * The same with whether two-factor sign-in is on (an index probe), for the routes that ask
 * (`readsTwoFactor`): a query of its own cost a withdrawal a round trip, while the probe in every
 * lookup cost a PGlite session read about a tenth more.
 */
const liveSessionWithTwoFactorQuery = perDatabase((db) =>
  db
    .select({
      ...liveSessionColumns,
      twoFactorOn: sql<boolean>`exists (select 1 from ${twoFactorCredentials} where ${twoFactorCredentials.userId} = ${users.id} and ${twoFactorCredentials.enabledAt} is not null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionWhere)
    .limit(1)
    .prepare('live_session_two_factor'),
);

/**
 * Finds the live session for a cookie token and, for a request the investor made, slides its idle
 * window. Idle expiry and absolute expiry are both enforced here, on the server. With `twoFactor`,
 * whether two-factor sign-in is on is read in the same lookup (twoFactorOnOf).
 */
export async function resumeSession(
  db: Queryable,
  token: string,
  idleMinutes: number,
  now: Date,
  { slide, twoFactor = false }: { slide: boolean; twoFactor?: boolean },
): Promise<ActiveSession | null> {
  const idleCutoff = new Date(now.getTime() - idleMinutes * 60_000);
  const values = { tokenHash: hashToken(token), now, idleCutoff };
  const [row] = twoFactor
    ? await liveSessionWithTwoFactorQuery(db).execute(values)
    : (await liveSessionQuery(db).execute(values)).map((found) => ({ ...found, twoFactorOn: null }));
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

/**
 * Whether the session's account signs in with two-factor, as read with the session. Only a route
 * with `readsTwoFactor` has it; any other asking is a defect, refused rather than read as "off".
 */
export function twoFactorOnOf(session: ActiveSession): boolean {
  if (session.twoFactorOn === null) throw new Error('The route reads two-factor sign-in with the session only when its config says readsTwoFactor');
  return session.twoFactorOn;
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
