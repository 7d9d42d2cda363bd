import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { signUpUser, TEST_PASSWORD, useTestApp } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { totpCode } from '../../../../tests/support/two-factor';
import { ACCOUNT_UNDER_ATTACK, TOO_MANY_ATTEMPTS } from '../../../shared/schemas/auth';

const HOME = '198.51.100.7';

/** `name=value` of the cookie `name` the answer sets, or undefined. */
const cookieSet = (response: LightMyRequestResponse, name: string) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];

describe.each(testDatabaseKinds())('a browser that signed in before, at a shared address, on %s', (kind) => {
  // Sign-in's defaults: 10 wrong passwords per account and address, 30 per address, a ceiling of 100.
  const t = useTestApp(kind, { loginLimitPerAccount: 10, loginLimitPerAddress: 30 });
  const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });
  /** The owner signs in at home, and the browser keeps the device cookie. */
  const ownerDevice = async (email: string, cookie?: string) => {
    const response = await login(email, TEST_PASSWORD, HOME, cookie);
    expect(response.statusCode).toBe(200);
    return cookieSet(response, 'device')!;
  };
  // Each test a café of its own: a budget spent in one is remembered for the rest of its window.
  let cafes = 0;
  const newCafe = () => {
    cafes += 1;
    return `203.0.113.${cafes}`;
  };

  it('keeps a signed, HttpOnly, SameSite cookie for a year, sent only to sign-in', async () => {
    const owner = await signUpUser(t);
    const response = await login(owner.user.email, TEST_PASSWORD, HOME);
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((value) => value.startsWith('device='))!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/api/auth/login');
    // It names no account in the clear.
    expect(decodeURIComponent(cookie)).not.toContain(owner.user.email);
    expect(cookieSet(await login(owner.user.email, 'not-my-password', HOME), 'device')).toBeUndefined();
  });

  it("lets the owner in from the café while a stranger there has spent the account's and the address's budgets", async () => {
    const CAFE = newCafe();
    const owner = await signUpUser(t);
    const device = await ownerDevice(owner.user.email);
    for (let guess = 0; guess < 10; guess += 1) expect((await login(owner.user.email, `guess-${guess}-password`, CAFE)).statusCode).toBe(401);
    const stranger = await login(owner.user.email, 'guess-10-password', CAFE);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.message).toBe(TOO_MANY_ATTEMPTS);

    const withoutCookie = await login(owner.user.email, TEST_PASSWORD, CAFE);
    expect(withoutCookie.statusCode).toBe(429);
    expect(withoutCookie.json().error.message).toBe(TOO_MANY_ATTEMPTS);
    expect((await login(owner.user.email, TEST_PASSWORD, CAFE, device)).statusCode).toBe(200);

    // The address's budget across accounts, spent spraying other accounts, does not hold it back either.
    for (let account = 0; account < 20; account += 1) await login(`sprayed-${account}@example.com`, 'guess-password-1', CAFE);
    expect((await login(`sprayed-x@example.com`, 'guess-password-1', CAFE)).statusCode).toBe(429);
    expect((await login(owner.user.email, TEST_PASSWORD, CAFE, device)).statusCode).toBe(200);
  });

  it('vouches for every account the browser signed in to, and a tampered or foreign cookie for none', async () => {
    const CAFE = newCafe();
    const first = await signUpUser(t);
    const second = await signUpUser(t);
    const outsider = await signUpUser(t);
    const device = await ownerDevice(second.user.email, await ownerDevice(first.user.email));
    const outsiderDevice = await ownerDevice(outsider.user.email);
    for (const account of [first, second]) {
      for (let guess = 0; guess < 10; guess += 1) await login(account.user.email, `guess-${guess}-password`, CAFE);
      expect((await login(account.user.email, TEST_PASSWORD, CAFE)).statusCode).toBe(429);
      expect((await login(account.user.email, TEST_PASSWORD, CAFE, device)).statusCode).toBe(200);
      // Another account's cookie does not vouch for this one.
      expect((await login(account.user.email, TEST_PASSWORD, CAFE, outsiderDevice)).statusCode).toBe(429);
    }
    const value = decodeURIComponent(device.slice('device='.length));
    const [marks, signature] = [value.slice(0, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
    const tampered = [
      `device=${encodeURIComponent(`${marks}.${signature.slice(0, -2)}AA`)}`,
      `device=${encodeURIComponent(`${marks.split('.').reverse().join('.')}.${signature}`)}`,
      `device=${encodeURIComponent(marks)}`,
    ];
    for (const cookie of tampered) expect((await login(first.user.email, TEST_PASSWORD, CAFE, cookie)).statusCode).toBe(429);
  });

  it("still holds the owner's browser to the account-wide ceiling, and counts its wrong passwords towards it", async () => {
    const CAFE = newCafe();
    const owner = await signUpUser(t);
    const device = await ownerDevice(owner.user.email);
    // Ten addresses' budgets are the ceiling: 100 wrong passwords, the last 20 of them typed on the owner's browser.
    for (let address = 0; address < 8; address += 1)
      for (let guess = 0; guess < 10; guess += 1) await login(owner.user.email, `guess-${guess}-password`, `10.20.${address}.1`);
    for (let typo = 0; typo < 20; typo += 1) expect((await login(owner.user.email, `typo-${typo}-password`, CAFE, device)).statusCode).toBe(401);
    const refused = await login(owner.user.email, TEST_PASSWORD, CAFE, device);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(ACCOUNT_UNDER_ATTACK);
  });

  it('lets the code of a two-factor sign-in through from a known browser while a stranger spent the address', async () => {
    const CAFE = newCafe();
    const owner = await signUpUser(t, { role: 'admin' });
    const begin = async (cookie?: string) => {
      const response = await login(owner.user.email, TEST_PASSWORD, CAFE, cookie);
      expect(response.json()).toEqual({ twoFactorRequired: true });
      // No device cookie until the code completes the sign-in.
      expect(cookieSet(response, 'device')).toBeUndefined();
      return cookieSet(response, 'tfa')!;
    };
    const withCode = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        payload: { code: totpCode(owner.twoFactorSecret!, t.clock.now()) },
        headers: { cookie },
        remoteAddress: CAFE,
      });
    const completed = await withCode(await begin());
    expect(completed.statusCode).toBe(200);
    const device = cookieSet(completed, 'device')!;
    t.clock.advance(30_000);
    // A stranger spends the address's 30 code requests.
    for (let junk = 0; junk < 30; junk += 1)
      await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code: '000000' }, remoteAddress: CAFE });
    expect((await withCode(await begin())).statusCode).toBe(429);
    t.clock.advance(30_000);
    expect((await withCode(`${await begin(device)}; ${device}`)).statusCode).toBe(200);
  });
});
