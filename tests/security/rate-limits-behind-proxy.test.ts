import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, TEST_PASSWORD, type TestApp } from '../support/test-app';
import { testDatabaseKinds } from '../support/databases';
import { loadConfig } from '../../src/server/config';

const PER_ADDRESS = 3;
/** As an operator sets it for one reverse proxy in front of the app. */
const behindOneProxy = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
const direct = loadConfig({}).trustProxy;
let counter = 0;
const uniqueEmail = () => `limited${++counter}-${Date.now()}@example.com`;

const ATTEMPTS = {
  'sign-in': (t: TestApp, headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'wrong-password-1' }, headers, remoteAddress }),
  registration: (t: TestApp, headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullname: 'Limited', email: uniqueEmail(), password: TEST_PASSWORD },
      headers,
      remoteAddress,
    }),
};

describe.each(Object.keys(ATTEMPTS) as Array<keyof typeof ATTEMPTS>)('the %s limit per client address', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const attempt = ATTEMPTS[kind];
  /** Statuses of one attempt per header set, all from one connection address. */
  const statusesOf = async (app: TestApp, headerSets: Array<Record<string, string>>, remoteAddress = '198.51.100.7') => {
    const statuses: number[] = [];
    for (const headers of headerSets) statuses.push((await attempt(app, headers, remoteAddress)).statusCode);
    return statuses;
  };
  const forgedAddresses = Array.from({ length: PER_ADDRESS + 1 }, (_, i) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` }));

  it('cannot be dodged with a forged X-Forwarded-For when TRUST_PROXY is not set', async () => {
    t = await createTestApp('pglite', { loginLimitPerAddress: PER_ADDRESS, trustProxy: direct });
    const statuses = await statusesOf(t, forgedAddresses);
    expect(statuses.slice(0, PER_ADDRESS).every((status) => status !== 429)).toBe(true);
    expect(statuses[PER_ADDRESS]).toBe(429);
  });

  it('counts the forwarded address when TRUST_PROXY is set: clients behind one proxy each get their own budget', async () => {
    t = await createTestApp('pglite', { loginLimitPerAddress: PER_ADDRESS, trustProxy: behindOneProxy });
    const distinctClients = await statusesOf(t, forgedAddresses, '10.0.0.2');
    expect(distinctClients).not.toContain(429);
    const oneClient = await statusesOf(
      t,
      Array.from({ length: PER_ADDRESS + 1 }, () => ({ 'x-forwarded-for': '192.0.2.55' })),
      '10.0.0.2',
    );
    expect(oneClient[PER_ADDRESS]).toBe(429);
  });

  it('with TRUST_PROXY set, a client cannot dodge it by sending its own X-Forwarded-For through the proxy', async () => {
    t = await createTestApp('pglite', { loginLimitPerAddress: PER_ADDRESS, trustProxy: behindOneProxy });
    // The proxy appends the address it saw; what the client sent stays in front.
    const statuses = await statusesOf(
      t,
      forgedAddresses.map((forged) => ({ 'x-forwarded-for': `${forged['x-forwarded-for']}, 192.0.2.55` })),
      '10.0.0.2',
    );
    expect(statuses[PER_ADDRESS]).toBe(429);
  });

  it('with TRUST_PROXY set, a client reaching the app directly (not through the proxy) is counted by its own address', async () => {
    t = await createTestApp('pglite', { loginLimitPerAddress: PER_ADDRESS, trustProxy: behindOneProxy });
    const statuses = await statusesOf(t, forgedAddresses, '198.51.100.7');
    expect(statuses[PER_ADDRESS]).toBe(429);
  });
});

describe.each(testDatabaseKinds())('guesses at one account from many addresses behind the proxy on %s', (kind) => {
  const ADDRESSES = 30;
  const GUESSES_EACH = 3;

  it(`leave the owner, from an address of their own, able to sign in (${ADDRESSES} addresses × ${GUESSES_EACH} wrong passwords)`, async () => {
    const t = await createTestApp(kind, { trustProxy: behindOneProxy });
    try {
      const { user } = await signUpUser(t);
      const login = (password: string, client: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
          headers: { 'x-forwarded-for': client },
          remoteAddress: '10.0.0.2',
        });
      const guesses: number[] = [];
      for (let address = 1; address <= ADDRESSES; address += 1) {
        for (let guess = 0; guess < GUESSES_EACH; guess += 1) guesses.push((await login('wrong-password-1', `203.0.113.${address}`)).statusCode);
      }
      expect(new Set(guesses)).toEqual(new Set([401]));
      expect((await login(TEST_PASSWORD, '198.51.100.200')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
