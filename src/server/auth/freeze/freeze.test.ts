import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signUpUser, TEST_PASSWORD, type SignedInUser } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { useTestApp } from '../../../../tests/support/test-app';
import { linkTokenIn, NEW_PASSWORD, queuedMail, securityChanges } from '../../../../tests/support/security-changes';
import { totpCode } from '../../../../tests/support/two-factor';
import { PAYOUT_ADDRESS } from '../../../../tests/support/account-fixtures';
import { accountTokens, auditLog, twoFactorCredentials, users } from '../../db/schema';
import { createSession } from '../session-store';
import { SESSION_COOKIE } from '../../http/session-cookie';
import { freezeMessages } from '../../../shared/schemas/account-freeze';

const PUBLIC_URL = 'https://invest.example';
const DAY_MS = 24 * 3600_000;

describe.each(testDatabaseKinds())('"This wasn\'t me": freezing an account from a security mail on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PUBLIC_URL, loginLimitPerAccount: 1000, loginLimitPerAddress: 1000 });
  const changes = securityChanges(t);

  const freeze = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/freeze', payload: { token } });
  const login = (email: string, password = TEST_PASSWORD) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const userOf = async (investor: SignedInUser) => (await t.ctx.db.select().from(users).where(eq(users.id, investor.user.id)))[0]!;
  const auditOf = async (investor: SignedInUser) =>
    (await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id))).map((row) => row.action);
  /** The freeze link of the newest mail of `template` to the investor, as its HTML carries it. */
  const freezeTokenOf = async (investor: SignedInUser, template: string) => {
    const mail = await queuedMail(t, investor.user.email, template);
    expect(mail, template).toBeDefined();
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/auth/freeze?token=`);
    const token = linkTokenIn(mail!.html, '/auth/freeze');
    expect(mail!.text).toContain(`${PUBLIC_URL}/auth/freeze?token=${token}`);
    return token!;
  };
  /** As if the authenticator had been turned on `ms` before now, without waiting out the session's idle time. */
  const turnedOnAgo = (investor: SignedInUser, ms: number) =>
    t.ctx.db
      .update(twoFactorCredentials)
      .set({ enabledAt: new Date(t.clock.now().getTime() - ms) })
      .where(eq(twoFactorCredentials.userId, investor.user.id));
  const hitSignInCodeLimit = async (investor: SignedInUser) => {
    await changes.enrol(investor);
    for (let round = 0; round < 2; round += 1) {
      const challenge = String((await login(investor.user.email)).headers['set-cookie']).split(';')[0]!;
      for (let i = 0; i < 5; i += 1) {
        await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code: '000000' }, headers: { cookie: challenge } });
      }
    }
  };

  const securityMails: Array<[string, string, (investor: SignedInUser) => Promise<unknown>]> = [
    ['password changed', 'password_changed', changes.changePassword],
    ['password reset', 'password_changed', (investor) => changes.resetPassword(investor.user.email)],
    ['two-factor on', 'two_factor_changed', changes.enrol],
    ['two-factor off', 'two_factor_changed', async (investor) => changes.turnOffTwoFactor(investor, await changes.enrol(investor))],
    ['recovery codes renewed', 'two_factor_changed', async (investor) => changes.renewRecoveryCodes(investor, await changes.enrol(investor))],
    ['withdrawal codes off', 'withdrawal_codes_off', (investor) => changes.setWithdrawalCodes(investor, 'No')],
    ['payout addresses changed', 'payout_addresses_changed', changes.changePayoutAddress],
    ['sign-in code limit', 'sign_in_code_limit', hitSignInCodeLimit],
  ];

  it.each(securityMails)('the "%s" mail carries a single-use link that freezes the account', async (_change, template, change) => {
    const investor = await signUpUser(t, { otpsend: 'Yes' });
    await change(investor);
    const token = await freezeTokenOf(investor, template);
    const frozen = await freeze(token);
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toEqual({ message: freezeMessages.done });
    expect((await userOf(investor)).frozenAt).toEqual(t.clock.now());
    // Only the hash is kept, and it is spent.
    const [stored] = await t.ctx.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, investor.user.id), eq(accountTokens.purpose, 'account_freeze')));
    expect(JSON.stringify(stored)).not.toContain(token);
    const again = await freeze(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'INVALID_FREEZE_TOKEN', message: freezeMessages.linkInvalid });
  });

  it('ends every session, and refuses sign-in and withdrawals with 403 ACCOUNT_FROZEN; a wrong password is still only wrong', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    await changes.changePayoutAddress(investor);
    const mid = await signUpUser(t);
    const secret = await changes.enrol(mid);
    // A two-factor sign-in begun before the freeze does not complete after it.
    const challenge = String((await login(mid.user.email)).headers['set-cookie']).split(';')[0]!;

    expect((await freeze(await freezeTokenOf(investor, 'payout_addresses_changed'))).statusCode).toBe(200);
    expect((await freeze(await freezeTokenOf(mid, 'two_factor_changed'))).statusCode).toBe(200);
    expect((await investor.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);

    const refused = await login(investor.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual(expect.objectContaining({ code: 'ACCOUNT_FROZEN', message: freezeMessages.frozen }));
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await login(investor.user.email, 'not-the-password')).statusCode).toBe(401);
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { code: totpCode(secret, t.clock.now()) },
      headers: { cookie: challenge },
    });
    expect(completed.statusCode).toBe(403);
    expect(completed.json().error.code).toBe('ACCOUNT_FROZEN');
    expect((await login(mid.user.email)).json().error.code).toBe('ACCOUNT_FROZEN');

    // A session that slipped through (made beside the freeze) still moves no money.
    const session = await createSession(t.ctx.db, investor.user.id, { userAgent: 'race', ipAddress: '127.0.0.1', now: t.clock.now() });
    const headers = { cookie: `${SESSION_COOKIE}=${session.token}`, 'x-csrf-token': session.csrfToken };
    const details = { cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents: 100_00 };
    const withdrawal = await t.app.inject({ method: 'POST', url: '/api/withdrawals', headers, payload: details });
    expect(withdrawal.statusCode).toBe(403);
    expect(withdrawal.json().error).toMatchObject({ code: 'ACCOUNT_FROZEN', message: freezeMessages.frozen });
    const code = await t.app.inject({ method: 'POST', url: '/api/withdrawals/confirmation-code', headers, payload: details });
    expect(code.json().error.code).toBe('ACCOUNT_FROZEN');
    expect((await userOf(investor)).balanceCents).toBe(500_00);
    expect(await auditOf(investor)).toContain('user.freeze');
  });

  it('shows the operator which accounts are frozen in the investors list, until the reset', async () => {
    const admin = await signUpUser(t, { role: 'admin' });
    const investor = await signUpUser(t);
    const listed = async () => (await admin.inject({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(investor.user.email)}` })).json().items[0];
    expect(await listed()).toMatchObject({ id: investor.user.id, frozen: false });
    await changes.changePayoutAddress(investor);
    expect((await freeze(await freezeTokenOf(investor, 'payout_addresses_changed'))).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ id: investor.user.id, frozen: true });
    await changes.resetPassword(investor.user.email);
    expect(await listed()).toMatchObject({ frozen: false });
  });

  it('refuses an unknown, an expired and a malformed link with a clear 400, freezing nothing', async () => {
    const investor = await signUpUser(t);
    await changes.changePayoutAddress(investor);
    const token = await freezeTokenOf(investor, 'payout_addresses_changed');
    t.clock.advance(7 * DAY_MS + 1);
    for (const response of [await freeze(token), await freeze('A'.repeat(43))]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(freezeMessages.linkInvalid);
    }
    expect((await freeze('x'.repeat(5000))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/freeze', payload: {} })).statusCode).toBe(400);
    expect((await userOf(investor)).frozenAt).toBeNull();
    expect((await login(investor.user.email)).statusCode).toBe(200);
  });

  it('works for a week', async () => {
    const investor = await signUpUser(t);
    await changes.changePayoutAddress(investor);
    t.clock.advance(7 * DAY_MS - 60_000);
    expect((await freeze(await freezeTokenOf(investor, 'payout_addresses_changed'))).statusCode).toBe(200);
  });

  it('is lifted by a password reset from the mailed link, which removes two-factor turned on in the week before and mails the owner', async () => {
    const investor = await signUpUser(t, { fullname: 'Ada <Owner>' });
    await changes.enrol(investor);
    await turnedOnAgo(investor, DAY_MS);
    expect((await freeze(await freezeTokenOf(investor, 'two_factor_changed'))).statusCode).toBe(200);
    expect((await login(investor.user.email)).statusCode).toBe(403);

    await changes.resetPassword(investor.user.email);
    expect((await userOf(investor)).frozenAt).toBeNull();
    const signedIn = await login(investor.user.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    // Signed in with the password alone: the authenticator set up a day before the freeze is gone.
    expect(signedIn.json()).toHaveProperty('csrfToken');
    expect(await t.ctx.db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, investor.user.id))).toEqual([]);
    const told = await queuedMail(t, investor.user.email, 'recent_two_factor_removed');
    expect(told!.subject).toBe('Recently added two-factor sign-in was removed');
    expect(told!.html).toContain('Hello Ada &lt;Owner&gt;,');
    expect(told!.html).toContain('turned on in the 7 days before it was frozen was removed');
    expect(linkTokenIn(told!.html, '/auth/freeze')).toBeDefined();
    expect(await auditOf(investor)).toEqual(expect.arrayContaining(['user.freeze', 'user.unfreeze', 'user.recent_two_factor_removed']));
  });

  it('keeps two-factor sign-in the owner turned on more than a week before the freeze, and mails nothing about it', async () => {
    const investor = await signUpUser(t);
    await changes.enrol(investor);
    await turnedOnAgo(investor, 7 * DAY_MS + 60_000);
    expect((await freeze(await freezeTokenOf(investor, 'two_factor_changed'))).statusCode).toBe(200);
    await changes.resetPassword(investor.user.email);
    expect((await login(investor.user.email, NEW_PASSWORD)).json()).toEqual({ twoFactorRequired: true });
    expect(await queuedMail(t, investor.user.email, 'recent_two_factor_removed')).toBeUndefined();
    expect(await auditOf(investor)).not.toContain('user.recent_two_factor_removed');
  });

  it('leaves a reset of an account that is not frozen as it was: two-factor stays', async () => {
    const investor = await signUpUser(t);
    await changes.enrol(investor);
    await changes.resetPassword(investor.user.email);
    expect((await login(investor.user.email, NEW_PASSWORD)).json()).toEqual({ twoFactorRequired: true });
    expect(await auditOf(investor)).not.toContain('user.unfreeze');
  });
});
