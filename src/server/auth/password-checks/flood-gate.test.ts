import { describe, expect, it } from 'vitest';
import { signUpUser, useTestApp } from '../../../../tests/support/test-app';
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

  it('refuses a session past its 2 checks in flight before the session is even looked up, and gives the slots back once answered', async () => {
    // A session cookie nobody issued: looked up, it gets 401; refused at the gate, 429.
    const changePassword = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/password', payload: wrongChange, headers: { cookie: 'sid=never-issued' }, remoteAddress: '192.0.2.10' });
    const flood = await Promise.all(Array.from({ length: 20 }, changePassword));
    expect(count(flood.map((response) => response.statusCode))).toEqual({ 401: 2, 429: 18 });
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
    expect(count(flood.map((response) => response.statusCode))).toEqual({ 400: 2, 429: 8 });
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
