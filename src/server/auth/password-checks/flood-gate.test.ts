import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, TEST_PASSWORD, useTestApp } from '../../../../tests/support/test-app';
import { rateLimitCounters, sessions } from '../../db/schema';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { TOO_MANY_ATTEMPTS } from '../../../shared/schemas/auth';

const count = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe.each(testDatabaseKinds())('the flood gate in front of password and code checks on %s', (kind) => {
  const t = useTestApp(kind, { loginLimitPerAddress: 1000, loginLimitPerAccount: 1000 });
  const wrongChange = { currentPassword: 'not-my-password', newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' };

  it('refuses a session past its 1 check in flight before the session is even looked up, and gives the slot back once answered', async () => {
    // A session cookie nobody issued: looked up, it gets 401; refused at the gate, 429.
    const changePassword = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/password', payload: wrongChange, headers: { cookie: 'sid=never-issued' }, remoteAddress: '192.0.2.10' });
    const flood = await Promise.all(Array.from({ length: 20 }, changePassword));
    expect(count(flood.map((response) => response.statusCode))).toEqual({ 401: 1, 429: 19 });
    const refused = flood.find((response) => response.statusCode === 429)!;
    expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS });
    expect(refused.headers['x-request-id']).toBeTruthy();
    expect((await changePassword()).statusCode).toBe(401);
  });

  it("keeps one session's flood from refusing its address's other clients, and holds an address to 4 at once", async () => {
    const flooder = await signUpUser(t);
    const neighbour = await signUpUser(t);
    const changePassword = (user: typeof flooder) =>
      user.inject({ method: 'POST', url: '/api/auth/password', payload: wrongChange, remoteAddress: '192.0.2.20' });
    const [flood, neighbourAnswer] = await Promise.all([Promise.all(Array.from({ length: 10 }, () => changePassword(flooder))), changePassword(neighbour)]);
    expect(count(flood.map((response) => response.statusCode))).toEqual({ 400: 1, 429: 9 });
    expect(neighbourAnswer.statusCode).toBe(400);

    const signIn = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody${index}@example.com`, password: 'wrong-password-1' },
        remoteAddress: '192.0.2.30',
      });
    const signIns = await Promise.all(Array.from({ length: 6 }, (_, index) => signIn(index)));
    expect(count(signIns.map((response) => response.statusCode))).toEqual({ 401: 4, 429: 2 });
  });
});

describe.each(testDatabaseKinds())('a budget of wrong passwords used up, remembered by the instance on %s', (kind) => {
  const t = useTestApp(kind, { loginLimitPerAddress: 1000, loginLimitPerAccount: 3 });
  const wrongChange = { currentPassword: 'not-my-password', newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' };

  it("refuses the session's next password change in the first hook, without loading the session, and no other account's sign-in with that cookie", async () => {
    const guesser = await signUpUser(t);
    const changePassword = () => guesser.inject({ method: 'POST', url: '/api/auth/password', payload: wrongChange, remoteAddress: '192.0.2.50' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await changePassword()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Signed out behind its back: a request that loaded the session would get 401; the gate answers first.
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, guesser.user.id));
    const refused = await changePassword();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS });
    // The cookie still signs in to another account from that address: the memory is of that route only.
    const other = await signUpUser(t);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.user.email, password: TEST_PASSWORD },
      headers: { cookie: guesser.cookie },
      remoteAddress: '192.0.2.50',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a spent sign-in budget without reading the counters again, the right password included', async () => {
    const owner = await signUpUser(t);
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.user.email, password }, remoteAddress: '192.0.2.60' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signIn('wrong-password-1')).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    // Were the counters read again, their loss would let the right password in; the memory holds it to the window.
    await t.ctx.db.delete(rateLimitCounters);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: TEST_PASSWORD },
      remoteAddress: '198.51.100.60',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
