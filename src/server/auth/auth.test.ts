import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, referrals, users } from '../db/schema';
import { createTestApp, useTestApp, signUpUser, TEST_PASSWORD } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { INVALID_CREDENTIALS } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import { NO_REFERRER } from '../../shared/constants';
import { recoveryMessages } from '../../shared/schemas/account-recovery';
import { issueAccountToken } from './account-tokens';

let counter = 0;
const uniqueEmail = () => `person${++counter}-${Date.now()}@example.com`;
const sessionCookie = (setCookie: string | string[] | undefined) => String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;

describe.each(testDatabaseKinds())('accounts and sessions on %s', (kind) => {
  const t = useTestApp(kind, { loginLimitPerAccount: 5, loginLimitPerAddress: 1000 });

  const register = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const session = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

  it('registers without signing in, fixes the referrer named by the referral id, and lets the owner sign in', async () => {
    const referrer = await signUpUser(t, { fullname: 'Rita Referrer' });
    const email = uniqueEmail();
    const response = await register({ fullname: 'Nina New', email, password: TEST_PASSWORD, referralId: referrer.user.myReferralId });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: recoveryMessages.registrationReceived });
    expect(response.headers['set-cookie']).toBeUndefined();
    const signedIn = await login(email, TEST_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json();
    expect(body.user).toMatchObject({ fullname: 'Nina New', referreduserid: referrer.user.myReferralId, balanceCents: 0, emailVerified: false });
    expect(body.user.myReferralId).toMatch(/^[A-Z0-9]{8}$/);
    expect((await session(sessionCookie(signedIn.headers['set-cookie']))).json().user.fullname).toBe('Nina New');
    const rows = await t.ctx.db.select().from(referrals).where(eq(referrals.referrerId, referrer.user.id));
    expect(rows.map((row) => row.name)).toEqual(['Nina New']);
  });

  it('ignores an unknown referral id and records nobody', async () => {
    const email = uniqueEmail();
    expect((await register({ fullname: 'Olga Orphan', email, password: TEST_PASSWORD, referralId: 'NOSUCHID' })).statusCode).toBe(202);
    expect((await login(email, TEST_PASSWORD)).json().user.referreduserid).toBe(NO_REFERRER);
  });

  it('refuses a short password and a bad e-mail', async () => {
    expect((await register({ fullname: 'A', email: uniqueEmail(), password: 'short' })).json().error.message).toBe('Password must be at least 8 characters.');
    expect((await register({ fullname: 'A', email: 'not-an-email', password: TEST_PASSWORD })).statusCode).toBe(400);
  });

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const { user } = await signUpUser(t);
    const wrongPassword = await login(user.email, 'wrong-password-1');
    const unknownEmail = await login(uniqueEmail(), 'wrong-password-1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    // The same answer but for the request id each answer carries.
    const { requestId: wrongPasswordRequest, ...wrongPasswordError } = wrongPassword.json().error;
    const { requestId: unknownEmailRequest, ...unknownEmailError } = unknownEmail.json().error;
    expect(wrongPasswordError).toEqual(unknownEmailError);
    expect(wrongPasswordRequest).not.toBe(unknownEmailRequest);
    expect(wrongPassword.json().error.message).toBe(INVALID_CREDENTIALS);
  });

  it('rotates the session at login and ends it at logout', async () => {
    const { user, cookie: oldCookie } = await signUpUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { cookie: oldCookie },
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).not.toBe(oldCookie);
    expect((await session(oldCookie)).statusCode).toBe(401);
    const csrf = response.json().csrfToken;
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-csrf-token': csrf } });
    expect(logout.statusCode).toBe(204);
    expect((await session(cookie)).json().error.message).toBe(messages.notAuthenticated);
  });

  it('logs out through a form POST only with the anti-forgery token, then sends the browser to /', async () => {
    const { cookie, csrfToken } = await signUpUser(t);
    const form = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `_csrf=${encodeURIComponent(token)}`,
      });
    expect((await form('forged')).statusCode).toBe(403);
    expect((await session(cookie)).statusCode).toBe(200);
    const response = await form(csrfToken);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('refuses a state-changing request from another origin', async () => {
    const { inject } = await signUpUser(t);
    const response = await inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example', host: 'localhost' } });
    expect(response.statusCode).toBe(403);
  });

  it('expires a session idle past the window and any session after 12 hours', async () => {
    const idle = await signUpUser(t);
    t.clock.advance(4 * 60_000);
    expect((await session(idle.cookie)).statusCode).toBe(200);
    t.clock.advance(5 * 60_000 + 1_000);
    expect((await session(idle.cookie)).statusCode).toBe(401);

    const busy = await signUpUser(t);
    for (let minute = 0; minute < 12 * 60; minute += 4) {
      t.clock.advance(4 * 60_000);
      if (minute === 11 * 60) expect((await session(busy.cookie)).statusCode).toBe(200);
      else await session(busy.cookie);
    }
    expect((await session(busy.cookie)).statusCode).toBe(401);
  });

  it('refuses one address after its budget of wrong passwords on an account, not the owner from another', async () => {
    const { user } = await signUpUser(t);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.email, 'wrong-password-1', '10.0.0.1')).statusCode).toBe(401);
    // The guesser's address is done with this account, even with the right password...
    expect((await login(user.email, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(429);
    // ...the owner, from their own, is not.
    expect((await login(user.email, TEST_PASSWORD, '10.0.0.99')).statusCode).toBe(200);
  });

  it('counts only wrong passwords against the budget', async () => {
    const { user } = await signUpUser(t);
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await login(user.email, TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    expect((await login(user.email, 'wrong-password-1', '10.0.1.1')).statusCode).toBe(401);
  });

  it('past the account-wide ceiling (ten address budgets) refuses a password-only sign-in, the right password the same as a wrong one', async () => {
    const { user } = await signUpUser(t);
    for (let address = 1; address <= 10; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) await login(user.email, 'wrong-password-1', `10.0.2.${address}`);
    }
    const right = await login(user.email, TEST_PASSWORD, '10.0.2.99');
    const wrong = await login(user.email, 'wrong-password-1', '10.0.2.98');
    const answer = (response: typeof right) => ({ status: response.statusCode, code: response.json().error.code, message: response.json().error.message });
    expect(answer(right)).toEqual(answer(wrong));
    expect(answer(right)).toMatchObject({ status: 429, code: 'ACCOUNT_UNDER_ATTACK' });
    // The mailed link is the owner's way back in: a new password clears the guesses at the old one.
    const token = await issueAccountToken(t.ctx.db, { userId: user.id, purpose: 'password_reset', now: t.clock.now(), validForMs: 60_000 });
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'brand-new-secret' } });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'brand-new-secret', '10.0.2.97')).statusCode).toBe(200);
  });

  it('limits wrong current passwords on a password change, per account and address', async () => {
    const { inject } = await signUpUser(t);
    const change = (currentPassword: string) =>
      inject({ method: 'POST', url: '/api/auth/password', payload: { currentPassword, newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' } });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change('not-my-password')).statusCode).toBe(400);
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('changes the password after re-verifying it and ends every other session', async () => {
    const current = await signUpUser(t);
    const other = await login(current.user.email, TEST_PASSWORD);
    const otherCookie = sessionCookie(other.headers['set-cookie']);
    const change = (body: Record<string, string>) => current.inject({ method: 'POST', url: '/api/auth/password', payload: body });

    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' });
    expect(wrong.json().error.message).toBe(messages.passwordIncorrect);
    const mismatch = await change({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new-secret', confirmPassword: 'other-secret-1' });
    expect(mismatch.json().error.message).toBe(messages.passwordMismatch);

    const ok = await change({ currentPassword: TEST_PASSWORD, newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' });
    expect(ok.json().message).toBe(messages.passwordUpdated);
    expect((await session(current.cookie)).statusCode).toBe(200);
    expect((await session(otherCookie)).statusCode).toBe(401);
    expect((await login(current.user.email, 'brand-new-secret')).statusCode).toBe(200);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, current.user.email));
    expect(mails.map((mail) => mail.template)).toEqual(['password_changed']);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, current.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('sign-in limit per address', () => {
  it('cannot be dodged with a forged X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const t = await createTestApp('pglite', { loginLimitPerAddress: 3, loginLimitPerAccount: 1000 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail(), password: 'whatever-123' },
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
