import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, TEST_PASSWORD, type SignedInUser } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { linkIn, useMailedTestApp } from '../../../../tests/support/mail-delivery';
import { totpCode } from '../../../../tests/support/two-factor';
import { auditLog, twoFactorCredentials, twoFactorRecoveryCodes } from '../../db/schema';
import { twoFactorMessages } from '../../../shared/schemas/two-factor';
import { TOO_MANY_ATTEMPTS } from '../../../shared/schemas/auth';
import { STEP_UP_MINUTES } from '../../../shared/schemas/step-up';

const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((value) => value.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`)) ?? '';

describe.each(testDatabaseKinds())('two-factor sign-in on %s', (kind) => {
  // Sessions idle out after an hour here, so the clock can pass the step-up's 10 minutes.
  const { t, mail } = useMailedTestApp(kind, { loginLimitPerAddress: 1000, loginLimitPerAccount: 1000, sessionIdleMinutes: 60 });

  const step = () => t.clock.advance(30_000);
  const stepUpLapses = () => t.clock.advance(STEP_UP_MINUTES * 60_000);
  /** Enrols through the routes, with a code computed from the secret as an authenticator app would. */
  const enrol = async (user: SignedInUser) => {
    await user.reauthenticate();
    const started = await user.inject({ method: 'POST', url: '/api/me/two-factor' });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl } = started.json();
    expect(otpauthUrl).toBe(
      `otpauth://totp/Investment%20Platform:${encodeURIComponent(user.user.email)}?issuer=Investment%20Platform&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const confirmed = await user.inject({ method: 'POST', url: '/api/me/two-factor/confirm', payload: { code: totpCode(secret, t.clock.now()) } });
    expect(confirmed.statusCode).toBe(200);
    step();
    return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  };
  const login = (email: string, password = TEST_PASSWORD) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const withCode = (challengeCookie: string, code: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code }, headers: { cookie: challengeCookie }, remoteAddress });
  const halfSignIn = async (email: string, password = TEST_PASSWORD) => {
    const response = await login(email, password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true });
    expect(cookieOf(response.headers['set-cookie'], 'sid')).toBe('');
    return cookieOf(response.headers['set-cookie'], 'tfa');
  };

  it('enrols with a code from the secret, keeps the secret encrypted and the 10 recovery codes hashed, and says so by mail and audit', async () => {
    const investor = await signUpUser(t);
    expect((await investor.inject({ method: 'GET', url: '/api/me/two-factor' })).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const { secret, recoveryCodes } = await enrol(investor);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const [credential] = await t.ctx.db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, investor.user.id));
    expect(credential!.secretEncrypted).not.toContain(secret);
    const stored = JSON.stringify(await t.ctx.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, investor.user.id)));
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replaceAll('-', ''));
    expect((await investor.inject({ method: 'GET', url: '/api/me/two-factor' })).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await investor.inject({ method: 'POST', url: '/api/me/two-factor' })).statusCode).toBe(409);
    expect((await mail.deliver(t)).map((received) => received.subject)).toEqual(['Two-factor sign-in was turned on']);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
    expect(audit.map((row) => row.action)).toContain('user.two_factor_on');
  });

  it('refuses to turn it on with a wrong code, before it was started, or with missing and huge fields', async () => {
    const investor = await signUpUser(t);
    await investor.reauthenticate();
    const early = await investor.inject({ method: 'POST', url: '/api/me/two-factor/confirm', payload: { code: '123456' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(twoFactorMessages.notStarted);
    const { secret } = (await investor.inject({ method: 'POST', url: '/api/me/two-factor' })).json();
    const wrong = String((Number(totpCode(secret, t.clock.now())) + 1) % 1_000_000).padStart(6, '0');
    const refused = await investor.inject({ method: 'POST', url: '/api/me/two-factor/confirm', payload: { code: wrong } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(twoFactorMessages.wrongCode);
    expect((await investor.inject({ method: 'POST', url: '/api/me/two-factor/confirm', payload: {} })).json().error.message).toBe(
      twoFactorMessages.codeRequired,
    );
    expect((await investor.inject({ method: 'POST', url: '/api/me/two-factor/confirm', payload: { code: '1'.repeat(5000) } })).statusCode).toBe(400);
    expect((await investor.inject({ method: 'POST', url: '/api/me/two-factor/confirm', payload: { code: '1'.repeat(2 * 1024 * 1024) } })).statusCode).toBe(413);
    expect((await investor.inject({ method: 'GET', url: '/api/me/two-factor' })).json().enabled).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/me/two-factor' })).statusCode).toBe(401);
  });

  it('asks for a code after the right password, gives no session until then, and accepts each code once', async () => {
    const investor = await signUpUser(t);
    const { secret } = await enrol(investor);
    const challenge = await halfSignIn(investor.user.email);
    const signedIn = await withCode(challenge, totpCode(secret, t.clock.now()));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(investor.user.email);
    const session = cookieOf(signedIn.headers['set-cookie'], 'sid');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: session } })).statusCode).toBe(200);
    // The same challenge is spent, and the same code does not open a second sign-in within its window.
    expect((await withCode(challenge, totpCode(secret, t.clock.now()))).statusCode).toBe(401);
    const replay = await withCode(await halfSignIn(investor.user.email), totpCode(secret, t.clock.now()));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(twoFactorMessages.wrongCode);
    expect((await login(investor.user.email, 'wrong-password-1')).statusCode).toBe(401);
  });

  it('ends the half-finished sign-in after 5 wrong codes, and after 5 minutes', async () => {
    const investor = await signUpUser(t);
    const { secret } = await enrol(investor);
    const challenge = await halfSignIn(investor.user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await withCode(challenge, '000000')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    const afterwards = await withCode(challenge, totpCode(secret, t.clock.now()));
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().error.message).toBe(twoFactorMessages.challengeExpired);

    const slow = await halfSignIn(investor.user.email);
    t.clock.advance(5 * 60_000 + 1);
    expect((await withCode(slow, totpCode(secret, t.clock.now()))).json().error.message).toBe(twoFactorMessages.challengeExpired);
    expect((await withCode('', '123456')).statusCode).toBe(401);
    expect((await withCode(slow, undefined)).statusCode).toBe(400);
  });

  it('holds someone who knows the password to 10 wrong codes per account, across fresh half-finished sign-ins and addresses, until a reset', async () => {
    const investor = await signUpUser(t, { fullname: 'Ada <Owner>' });
    const { secret } = await enrol(investor);
    await mail.deliver(t);
    mail.inbox.received.length = 0;
    const statuses: number[] = [];
    for (const address of ['192.0.2.41', '192.0.2.42']) {
      const challenge = await halfSignIn(investor.user.email);
      for (let i = 0; i < 5; i += 1) statuses.push((await withCode(challenge, '000000', address)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 401, 400, 400, 400, 400, 401]);
    // The right code from a fresh address gets the same refusal: past the limit no code is checked.
    const refused = await withCode(await halfSignIn(investor.user.email), totpCode(secret, t.clock.now()), '192.0.2.43');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS });
    expect((await withCode(await halfSignIn(investor.user.email), '000000', '192.0.2.44')).statusCode).toBe(429);

    // The owner hears of it once, with when and from where the code that hit the limit came.
    const limitHit = (await mail.deliver(t)).filter((received) => received.to.includes(investor.user.email));
    expect(limitHit.map((received) => received.subject)).toEqual(['Someone who knows your password is trying to sign in']);
    const when = `${t.clock.now().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(limitHit[0]!.html).toContain(
      `10 wrong sign-in codes were entered for your account within 15 minutes, the last at ${when} from the address 192.0.2.42.`,
    );
    expect(limitHit[0]!.html).toContain('Change your password now with &quot;Forgot password?&quot; on the sign-in page');
    expect(limitHit[0]!.html).toContain('Hello Ada &lt;Owner&gt;,');
    const audited = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
    expect(audited.filter((row) => row.action === 'user.two_factor_code_limit_hit').map((row) => row.after)).toEqual([
      { address: '192.0.2.42', at: t.clock.now().toISOString() },
    ]);
    // Another account is not held back.
    const other = await signUpUser(t);
    const otherSecret = (await enrol(other)).secret;
    expect((await withCode(await halfSignIn(other.user.email), totpCode(otherSecret, t.clock.now()))).statusCode).toBe(200);

    // A new password through the mailed link shuts the guesser out and lets the owner in again.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: investor.user.email } })).statusCode).toBe(202);
    await mail.deliver(t);
    const token = linkIn(mail.to(investor.user.email).at(-1), '/auth/reset-password')!.searchParams.get('token');
    const newPassword = 'a-fresh-secret-42';
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: newPassword } })).statusCode).toBe(200);
    expect((await withCode(await halfSignIn(investor.user.email, newPassword), totpCode(secret, t.clock.now()))).statusCode).toBe(200);
  });

  it('signs in once with each recovery code and tells the owner', async () => {
    const investor = await signUpUser(t);
    const { recoveryCodes } = await enrol(investor);
    await mail.deliver(t);
    mail.inbox.received.length = 0;
    const code = recoveryCodes[3]!;
    expect((await withCode(await halfSignIn(investor.user.email), code.toLowerCase())).statusCode).toBe(200);
    expect((await withCode(await halfSignIn(investor.user.email), code)).statusCode).toBe(400);
    expect((await investor.inject({ method: 'GET', url: '/api/me/two-factor' })).json().recoveryCodesLeft).toBe(9);
    expect((await mail.deliver(t)).map((received) => received.subject)).toEqual(['A recovery code was used to sign in']);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
    expect(audit.map((row) => row.action)).toContain('user.recovery_code_used');
  });

  it('makes new recovery codes only after a step-up, asking nothing more; the old ones stop working, and the owner is told', async () => {
    const investor = await signUpUser(t);
    const { secret, recoveryCodes: oldCodes } = await enrol(investor);
    await mail.deliver(t);
    mail.inbox.received.length = 0;
    const renew = () => investor.inject({ method: 'POST', url: '/api/me/two-factor/recovery-codes' });
    const storedHashes = async () =>
      (await t.ctx.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, investor.user.id))).map((row) => row.codeHash).sort();
    const before = await storedHashes();
    stepUpLapses();
    const refused = await renew();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('REAUTH_REQUIRED');
    expect(await storedHashes()).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/me/two-factor/recovery-codes' })).statusCode).toBe(401);

    // The authenticator's code is typed once, at the step-up.
    await investor.reauthenticate(totpCode(secret, t.clock.now()));
    const renewed = await renew();
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { message, recoveryCodes } = renewed.json();
    expect(message).toBe(twoFactorMessages.recoveryCodesRenewed);
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.filter((code: string) => oldCodes.includes(code))).toEqual([]);
    expect((await mail.deliver(t)).map((received) => received.subject)).toEqual(['New recovery codes were made']);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
    expect(audit.map((row) => row.action)).toContain('user.recovery_codes_renewed');

    expect((await withCode(await halfSignIn(investor.user.email), oldCodes[1]!)).statusCode).toBe(400);
    expect((await withCode(await halfSignIn(investor.user.email), recoveryCodes[1])).statusCode).toBe(200);
    expect((await investor.inject({ method: 'GET', url: '/api/me/two-factor' })).json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    // Without two-factor sign-in on there is nothing to renew.
    const plain = await signUpUser(t);
    await plain.reauthenticate();
    const nothingToRenew = await plain.inject({ method: 'POST', url: '/api/me/two-factor/recovery-codes' });
    expect(nothingToRenew.statusCode).toBe(409);
    expect(nothingToRenew.json().error.message).toBe(twoFactorMessages.notOn);
  });

  it('turns off only after a step-up, asking nothing more, and tells the owner', async () => {
    const investor = await signUpUser(t);
    const { secret } = await enrol(investor);
    const off = () => investor.inject({ method: 'DELETE', url: '/api/me/two-factor' });
    stepUpLapses();
    const refused = await off();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('REAUTH_REQUIRED');
    expect((await investor.inject({ method: 'GET', url: '/api/me/two-factor' })).json().enabled).toBe(true);
    await mail.deliver(t);
    mail.inbox.received.length = 0;

    await investor.reauthenticate(totpCode(secret, t.clock.now()));
    const done = await off();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: twoFactorMessages.disabled });
    expect((await login(investor.user.email)).json().user.email).toBe(investor.user.email);
    const again = await off();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(twoFactorMessages.notOn);
    expect((await mail.deliver(t)).map((received) => received.subject)).toEqual(['Two-factor sign-in was turned off']);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
    expect(audit.map((row) => row.action)).toContain('user.two_factor_off');
  });

  it('keeps the back office closed to an operator who has not enrolled, and opens it once they have', async () => {
    const operator = await signUpUser(t, { role: 'admin', twoFactor: false });
    const refused = await operator.inject({ method: 'GET', url: '/api/admin/deposits' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: twoFactorMessages.operatorsMustEnrol });
    expect((await operator.inject({ method: 'PATCH', url: `/api/admin/users/${operator.user.id}`, payload: { withdrawalFeeBps: 1 } })).statusCode).toBe(403);
    await enrol(operator);
    expect((await operator.inject({ method: 'GET', url: '/api/admin/deposits' })).statusCode).toBe(200);
    // Investors still see no back office at all.
    expect((await (await signUpUser(t)).inject({ method: 'GET', url: '/api/admin/deposits' })).statusCode).toBe(404);
  });
});
