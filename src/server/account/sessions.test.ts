import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { createSession } from '../auth/session-store';
import { SESSION_COOKIE } from '../http/session-cookie';
import { accountMessages } from '../../shared/messages';

describe.each(testDatabaseKinds())('active sessions on %s', (kind) => {
  const t = useTestApp(kind);

  const secondSession = async (userId: string) =>
    createSession(t.ctx.db, userId, { userAgent: 'Firefox on a laptop', ipAddress: '203.0.113.9', now: t.clock.now() });

  it('lists the caller’s live sessions with the current one marked', async () => {
    const investor = await signUpUser(t);
    const other = await secondSession(investor.user.id);
    const response = await investor.inject({ method: 'GET', url: '/api/me/sessions' });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<{ id: string; current: boolean; userAgent: string; ipAddress: string }>;
    expect(items).toHaveLength(2);
    expect(items.find((item) => item.current)).toMatchObject({ userAgent: 'vitest', ipAddress: '127.0.0.1' });
    expect(items.find((item) => !item.current)).toMatchObject({ id: other.id, userAgent: 'Firefox on a laptop', ipAddress: '203.0.113.9' });
  });

  it('ends one of the caller’s sessions, which then no longer signs anyone in', async () => {
    const investor = await signUpUser(t);
    const other = await secondSession(investor.user.id);
    await investor.reauthenticate();
    const ended = await investor.inject({ method: 'DELETE', url: `/api/me/sessions/${other.id}` });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe(accountMessages.sessionEnded);
    const withEnded = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `${SESSION_COOKIE}=${other.token}` } });
    expect(withEnded.statusCode).toBe(401);
    const items = (await investor.inject({ method: 'GET', url: '/api/me/sessions' })).json().items;
    expect(items).toHaveLength(1);
  });

  it('does not list a session past its idle window', async () => {
    const investor = await signUpUser(t);
    await secondSession(investor.user.id);
    t.clock.advance((t.ctx.config.sessionIdleMinutes - 1) * 60_000);
    // The request itself keeps the caller's session alive; the other one goes idle.
    expect((await investor.inject({ method: 'GET', url: '/api/me/sessions' })).json().items).toHaveLength(2);
    t.clock.advance(2 * 60_000);
    const items = (await investor.inject({ method: 'GET', url: '/api/me/sessions' })).json().items;
    expect(items).toHaveLength(1);
    expect(items[0].current).toBe(true);
  });

  it('answers 404 to a second investor who lists or ends the first one’s sessions', async () => {
    const first = await signUpUser(t);
    const second = await signUpUser(t);
    const firstSessions = (await first.inject({ method: 'GET', url: '/api/me/sessions' })).json().items as Array<{ id: string }>;
    const secondSees = (await second.inject({ method: 'GET', url: '/api/me/sessions' })).json().items as Array<{ id: string }>;
    expect(secondSees.map((item) => item.id)).not.toContain(firstSessions[0]!.id);
    await second.reauthenticate();
    const attempt = await second.inject({ method: 'DELETE', url: `/api/me/sessions/${firstSessions[0]!.id}` });
    expect(attempt.statusCode).toBe(404);
    expect((await first.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});
