import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { signUpUser, TEST_PASSWORD, useTestApp, type SignedInUser } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { totpCode } from '../../../../tests/support/two-factor';
import { VALID_ADDRESSES } from '../../../../tests/support/account-fixtures';
import { sessions, twoFactorCredentials, twoFactorRecoveryCodes } from '../../db/schema';
import { createSession } from '../session-store';
import { SESSION_COOKIE } from '../../http/session-cookie';
import { STEP_UP_MINUTES, stepUpMessages } from '../../../shared/schemas/step-up';
import { TOO_MANY_ATTEMPTS } from '../../../shared/schemas/auth';

const WRONG_PASSWORD_BUDGET = 5;
const EMPTY_ADDRESSES = { btc_address: '', eth_address: '', ltc_address: '', usdt_address: '', tron_address: '' };

describe.each(testDatabaseKinds())('step-up before a security change on %s', (kind) => {
  // Sessions idle out after an hour here, so the clock can pass the step-up's 10 minutes.
  const t = useTestApp(kind, { loginLimitPerAccount: WRONG_PASSWORD_BUDGET, loginLimitPerAddress: 1000, sessionIdleMinutes: 60 });

  const reauth = (user: SignedInUser, payload: object) => user.inject({ method: 'POST', url: '/api/auth/reauth', payload });
  /** The authenticator's next code: each one is accepted once, so the clock moves to a fresh one. */
  const nextCode = (secret: string) => {
    t.clock.advance(30_000);
    return totpCode(secret, t.clock.now());
  };
  const stepUpLapses = () => t.clock.advance(STEP_UP_MINUTES * 60_000);
  const expectReauthRequired = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'REAUTH_REQUIRED', message: stepUpMessages.required });
  };

  /** Turns two-factor sign-in on through the routes; the step-up this takes has lapsed when it returns. */
  const enrol = async (user: SignedInUser) => {
    await user.reauthenticate();
    const { secret } = (await user.inject({ method: 'POST', url: '/api/me/two-factor' })).json();
    const confirmed = await user.inject({ method: 'POST', url: '/api/me/two-factor/confirm', payload: { code: totpCode(secret, t.clock.now()) } });
    expect(confirmed.statusCode).toBe(200);
    stepUpLapses();
    return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  };

  const me = async (user: SignedInUser) => (await user.inject({ method: 'GET', url: '/api/me' })).json();
  const credential = async (user: SignedInUser) => {
    const [row] = await t.ctx.db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, user.user.id));
    return row ? { secret: row.secretEncrypted, on: row.enabledAt !== null } : null;
  };
  const recoveryCodeHashes = async (user: SignedInUser) =>
    (await t.ctx.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.user.id))).map((row) => row.codeHash).sort();
  const sessionIds = async (user: SignedInUser) =>
    (await t.ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.user.id))).map((row) => row.id).sort();

  interface GuardedChange {
    name: string;
    /** Sets the account up for the change; answers the authenticator's secret when two-factor is on. */
    prepare?: (user: SignedInUser) => Promise<string | undefined>;
    /** Makes the change again from whatever state the account is in now. */
    change: (user: SignedInUser, secret: string | undefined) => Promise<LightMyRequestResponse>;
    /** What the change alters, read back from the server. */
    state: (user: SignedInUser) => Promise<unknown>;
  }

  const guardedChanges: GuardedChange[] = [
    {
      name: 'turning the mailed withdrawal codes on or off',
      change: async (user) => {
        const { otpsend } = (await me(user)).emailPreferences;
        return user.inject({
          method: 'PUT',
          url: '/api/me/email-preferences',
          payload: { otpsend: otpsend === 'Yes' ? 'No' : 'Yes', roiemail: 'Yes', invplanemail: 'Yes' },
        });
      },
      state: async (user) => (await me(user)).emailPreferences.otpsend,
    },
    {
      name: 'changing a payout address',
      change: async (user) => {
        const { btc_address } = (await me(user)).cryptoAddresses;
        return user.inject({
          method: 'PUT',
          url: '/api/me/crypto-addresses',
          payload: { ...EMPTY_ADDRESSES, btc_address: btc_address ? '' : VALID_ADDRESSES.btc_address },
        });
      },
      state: async (user) => (await me(user)).cryptoAddresses,
    },
    {
      name: 'starting two-factor enrolment',
      change: (user) => user.inject({ method: 'POST', url: '/api/me/two-factor' }),
      state: credential,
    },
    {
      name: 'confirming two-factor enrolment',
      prepare: async (user) => {
        await user.reauthenticate();
        const { secret } = (await user.inject({ method: 'POST', url: '/api/me/two-factor' })).json();
        stepUpLapses();
        return secret;
      },
      change: (user, secret) => user.inject({ method: 'POST', url: '/api/me/two-factor/confirm', payload: { code: nextCode(secret!) } }),
      state: credential,
    },
    {
      name: 'renewing the recovery codes',
      prepare: async (user) => (await enrol(user)).secret,
      change: (user) => user.inject({ method: 'POST', url: '/api/me/two-factor/recovery-codes' }),
      state: recoveryCodeHashes,
    },
    {
      name: 'turning two-factor sign-in off',
      prepare: async (user) => (await enrol(user)).secret,
      change: (user) => user.inject({ method: 'DELETE', url: '/api/me/two-factor' }),
      state: credential,
    },
    {
      name: 'ending another session',
      prepare: async (user) => {
        for (const userAgent of ['Phone', 'Laptop']) await createSession(t.ctx.db, user.user.id, { userAgent, ipAddress: '203.0.113.9', now: t.clock.now() });
        return undefined;
      },
      change: async (user) => {
        const listed = (await user.inject({ method: 'GET', url: '/api/me/sessions' })).json().items as Array<{ id: string; current: boolean }>;
        return user.inject({ method: 'DELETE', url: `/api/me/sessions/${listed.find((item) => !item.current)!.id}` });
      },
      state: sessionIds,
    },
  ];

  it.each(guardedChanges)('refuses $name without a recent step-up and changes nothing; allows it for 10 minutes after one', async (guarded) => {
    const investor = await signUpUser(t);
    const secret = await guarded.prepare?.(investor);
    const before = await guarded.state(investor);

    expectReauthRequired(await guarded.change(investor, secret));
    expect(await guarded.state(investor)).toEqual(before);

    await investor.reauthenticate(secret ? nextCode(secret) : undefined);
    const allowed = await guarded.change(investor, secret);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const after = await guarded.state(investor);
    expect(after).not.toEqual(before);

    stepUpLapses();
    expectReauthRequired(await guarded.change(investor, secret));
    expect(await guarded.state(investor)).toEqual(after);
  });

  it('lasts 10 minutes in the session that stepped up, and not in another session of the same account', async () => {
    const investor = await signUpUser(t);
    const other = await createSession(t.ctx.db, investor.user.id, { userAgent: 'Phone', ipAddress: '203.0.113.9', now: t.clock.now() });
    const fromOther = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/email-preferences',
        payload,
        headers: { cookie: `${SESSION_COOKIE}=${other.token}`, 'x-csrf-token': other.csrfToken },
      });
    await investor.reauthenticate();

    expectReauthRequired(await fromOther({ otpsend: 'Yes', roiemail: 'Yes', invplanemail: 'Yes' }));
    expect((await me(investor)).emailPreferences.otpsend).toBe('No');

    t.clock.advance(STEP_UP_MINUTES * 60_000 - 1000);
    const put = (otpsend: 'Yes' | 'No') =>
      investor.inject({ method: 'PUT', url: '/api/me/email-preferences', payload: { otpsend, roiemail: 'Yes', invplanemail: 'Yes' } });
    expect((await put('Yes')).statusCode).toBe(200);
    t.clock.advance(1000);
    expectReauthRequired(await put('No'));
    expect((await me(investor)).emailPreferences.otpsend).toBe('Yes');
  });

  it('needs no step-up for the news switches, as long as the withdrawal codes stay as they are', async () => {
    const investor = await signUpUser(t);
    const saved = await investor.inject({ method: 'PUT', url: '/api/me/email-preferences', payload: { otpsend: 'No', roiemail: 'No', invplanemail: 'No' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(investor)).emailPreferences).toEqual({ otpsend: 'No', roiemail: 'No', invplanemail: 'No' });
  });

  it('refuses a wrong password with 400, lifting nothing, and counts it against the sign-in budgets', async () => {
    const investor = await signUpUser(t);
    const wrong = await reauth(investor, { password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'WRONG_PASSWORD', message: stepUpMessages.wrongPassword });
    expectReauthRequired(
      await investor.inject({ method: 'PUT', url: '/api/me/crypto-addresses', payload: { ...EMPTY_ADDRESSES, btc_address: VALID_ADDRESSES.btc_address } }),
    );
    expect((await me(investor)).cryptoAddresses.btc_address).toBe('');
    expect((await reauth(investor, {})).json().error.message).toBe(stepUpMessages.passwordRequired);

    for (let attempt = 2; attempt <= WRONG_PASSWORD_BUDGET; attempt += 1)
      expect((await reauth(investor, { password: `wrong-guess-${attempt}` })).statusCode).toBe(400);
    // The budget is spent: not even the right password goes through, here or at sign-in from this address.
    const held = await reauth(investor, { password: TEST_PASSWORD });
    expect(held.statusCode).toBe(429);
    expect(held.json().error.message).toBe(TOO_MANY_ATTEMPTS);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: investor.user.email, password: TEST_PASSWORD } });
    expect(signIn.statusCode).toBe(429);
  });

  it('asks for a code with two-factor sign-in on, and spends each authenticator or recovery code it accepts', async () => {
    const investor = await signUpUser(t);
    const { secret, recoveryCodes } = await enrol(investor);
    const turnOff = () => investor.inject({ method: 'DELETE', url: '/api/me/two-factor' });

    const noCode = await reauth(investor, { password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error).toMatchObject({ code: 'CODE_REQUIRED', message: stepUpMessages.codeRequired });
    const code = nextCode(secret);
    const wrongCode = await reauth(investor, { password: TEST_PASSWORD, code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
    expect(wrongCode.json().error).toMatchObject({ code: 'WRONG_CODE', message: stepUpMessages.wrongCode });
    expectReauthRequired(await turnOff());

    expect((await reauth(investor, { password: TEST_PASSWORD, code })).statusCode).toBe(204);
    stepUpLapses();
    expect((await reauth(investor, { password: TEST_PASSWORD, code })).json().error.code).toBe('WRONG_CODE');

    expect((await reauth(investor, { password: TEST_PASSWORD, code: recoveryCodes[0] })).statusCode).toBe(204);
    expect((await investor.inject({ method: 'GET', url: '/api/me/two-factor' })).json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    stepUpLapses();
    expect((await reauth(investor, { password: TEST_PASSWORD, code: recoveryCodes[0] })).json().error.code).toBe('WRONG_CODE');
    expectReauthRequired(await turnOff());
    expect((await credential(investor))?.on).toBe(true);
  });

  it.each([
    { name: 'turning two-factor sign-in off', method: 'DELETE' as const, url: '/api/me/two-factor', state: credential },
    { name: 'renewing the recovery codes', method: 'POST' as const, url: '/api/me/two-factor/recovery-codes', state: recoveryCodeHashes },
  ])('lets $name land with the one code the step-up spent, as the screen retries it', async ({ method, url, state }) => {
    const investor = await signUpUser(t);
    const { secret } = await enrol(investor);
    const before = await state(investor);
    expectReauthRequired(await investor.inject({ method, url }));

    const code = nextCode(secret);
    expect((await reauth(investor, { password: TEST_PASSWORD, code })).statusCode).toBe(204);
    // A screen from before the step-up still sends the password and the code it asked for: the code is spent, and not needed.
    const retried = await investor.inject({ method, url, payload: { password: TEST_PASSWORD, code } });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await state(investor)).not.toEqual(before);
  });
});
