import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { signUpUser, TEST_PASSWORD } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { linkIn, useMailedTestApp } from '../../../../tests/support/mail-delivery';
import { accountTokens, auditLog, users } from '../../db/schema';
import { recoveryMessages } from '../../../shared/schemas/account-recovery';
import { twoFactorMessages } from '../../../shared/schemas/two-factor';
import { totpCode } from '../../../../tests/support/two-factor';

const PUBLIC_URL = 'https://invest.example';
const NEW_PASSWORD = 'a-fresh-secret-42';

describe.each(testDatabaseKinds())('password reset by e-mail on %s', (kind) => {
  const { t, mail } = useMailedTestApp(kind, { publicUrl: PUBLIC_URL, loginLimitPerAccount: 3, loginLimitPerAddress: 1000 });

  const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
  const confirm = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: payload as object });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const passwordHashOf = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

  /** Asks for a reset and reads the token out of the link in the delivered mail. */
  const mailedToken = async (email: string) => {
    expect((await requestReset(email)).statusCode).toBe(202);
    await mail.deliver(t);
    const link = linkIn(mail.to(email).at(-1), '/auth/reset-password');
    expect(link?.origin).toBe(PUBLIC_URL);
    return link!.searchParams.get('token')!;
  };

  it('mails a single-use link; following it sets the password, ends every session and says so by mail and audit', async () => {
    const investor = await signUpUser(t, { fullname: 'Rhea <Reset>' });
    const token = await mailedToken(investor.user.email);
    const [resetMail] = mail.to(investor.user.email);
    expect(resetMail!.subject).toBe('Reset your password');
    expect(resetMail!.html).toContain('Rhea &lt;Reset&gt;');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    // Only a hash is kept.
    const stored = await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, investor.user.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBe(30 * 60_000);

    const done = await confirm({ token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: recoveryMessages.passwordReset });
    expect((await investor.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
    expect((await login(investor.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(investor.user.email, NEW_PASSWORD)).statusCode).toBe(200);

    await mail.deliver(t);
    const changed = mail.to(investor.user.email).at(-1)!;
    expect(changed.subject).toBe('Your password was changed');
    expect(changed.html).toContain('every session was signed out');
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([['user.password_reset', investor.user.id]]);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const investor = await signUpUser(t);
    const known = await requestReset(investor.user.email);
    const unknown = await requestReset(`nobody-${Date.now()}@example.com`);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ message: recoveryMessages.resetRequested });
    expect((await mail.deliver(t)).map((received) => received.to)).toEqual([[investor.user.email]]);
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    const investor = await signUpUser(t);
    const timeOf = async (email: string) => {
      const started = performance.now();
      await requestReset(email, `10.9.${Math.floor(Math.random() * 250)}.1`);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      await t.ctx.db.execute(sql`delete from rate_limit_counters`);
      known.push(await timeOf(investor.user.email));
      unknown.push(await timeOf(`ghost-${i}@example.com`));
    }
    // The fastest of several runs is what the work costs, free of other processes' noise: a password
    // hash or a mail sent on one path only (tens of ms) would show; one small insert does not.
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(25);
  });

  it('refuses a used, an expired and an unknown token with a clear 400, changing nothing', async () => {
    const investor = await signUpUser(t);
    const token = await mailedToken(investor.user.email);
    expect((await confirm({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const hashAfterReset = await passwordHashOf(investor.user.id);
    const reused = await confirm({ token, password: 'another-password-9' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(recoveryMessages.resetLinkInvalid);
    expect(await passwordHashOf(investor.user.id)).toBe(hashAfterReset);

    const expiring = await mailedToken(investor.user.email);
    t.clock.advance(30 * 60_000 + 1);
    const expired = await confirm({ token: expiring, password: 'another-password-9' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(recoveryMessages.resetLinkInvalid);
    const unknown = await confirm({ token: 'A'.repeat(43), password: 'another-password-9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(recoveryMessages.resetLinkInvalid);
    expect(await passwordHashOf(investor.user.id)).toBe(hashAfterReset);
  });

  it('refuses a weak password, missing fields and huge bodies without spending the token', async () => {
    const investor = await signUpUser(t);
    const token = await mailedToken(investor.user.email);
    const weak = await confirm({ token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('Password must be at least 8 characters.');
    expect((await confirm({ token })).statusCode).toBe(400);
    expect((await confirm({ password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await confirm({ token: 'x'.repeat(5000), password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await requestReset('not-an-address')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: {} })).statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'p'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect((await confirm({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('lets only the newest link work: asking for another voids the older, and using one voids every other', async () => {
    const investor = await signUpUser(t);
    const first = await mailedToken(investor.user.email);
    const second = await mailedToken(investor.user.email);
    const voided = await confirm({ token: first, password: NEW_PASSWORD });
    expect(voided.statusCode).toBe(400);
    expect(voided.json().error.message).toBe(recoveryMessages.resetLinkInvalid);
    expect((await login(investor.user.email, TEST_PASSWORD)).statusCode).toBe(200);

    const third = await mailedToken(investor.user.email);
    // Used out of order: the older of two open links (made so directly, as asking again would void it).
    await t.ctx.db.update(accountTokens).set({ usedAt: null }).where(eq(accountTokens.userId, investor.user.id));
    expect((await confirm({ token: third, password: NEW_PASSWORD })).statusCode).toBe(200);
    for (const older of [second, first]) {
      const refused = await confirm({ token: older, password: 'another-password-9' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(recoveryMessages.resetLinkInvalid);
    }
    expect((await login(investor.user.email, 'another-password-9')).statusCode).toBe(401);
    expect((await login(investor.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends a two-factor sign-in begun with the old password: its code no longer completes it', async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    const begun = await login(owner.user.email, TEST_PASSWORD);
    expect(begun.json()).toEqual({ twoFactorRequired: true });
    const challenge = String(begun.headers['set-cookie']).split(';')[0]!;
    const withCode = (code: string) => t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code }, headers: { cookie: challenge } });
    expect((await withCode('000000')).statusCode).toBe(400);

    expect((await confirm({ token: await mailedToken(owner.user.email), password: NEW_PASSWORD })).statusCode).toBe(200);
    const after = await withCode(totpCode(owner.twoFactorSecret!, t.clock.now()));
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(twoFactorMessages.challengeExpired);
    expect(String(after.headers['set-cookie'] ?? '')).not.toContain('sid=');
  });

  it('limits requests per account like sign-in', async () => {
    const investor = await signUpUser(t);
    for (let i = 0; i < 3; i += 1) expect((await requestReset(investor.user.email, `10.1.1.${i}`)).statusCode).toBe(202);
    const limited = await requestReset(investor.user.email, '10.1.1.99');
    expect(limited.statusCode).toBe(429);
    expect(await mail.deliver(t)).toHaveLength(3);
  });
});
