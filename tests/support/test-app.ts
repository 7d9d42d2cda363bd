import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { AppContext, Clock } from '../../src/server/context';
import { createSession } from '../../src/server/auth/session-store';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import { createUser, WITHOUT_WITHDRAWAL_CODES } from '../../src/server/users/create-user';
import { postLedgerEntry } from '../../src/server/money/post-entry';
import { findBalanceMismatches } from '../../src/server/money/invariant';
import { twoFactorCredentials, type User } from '../../src/server/db/schema';
import { sealTotpSecret } from '../../src/server/auth/two-factor/credentials';
import { newTotpSecret } from '../../src/server/auth/two-factor/totp';
import { openTestDatabase, type DatabaseKind } from './databases';
import type { OperatorRole } from '../../src/shared/operator-roles';

/** A clock tests can move: sessions, accrual and expiry read time only through it. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-22T12:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  close(): Promise<void>;
}

export async function createTestApp(kind: DatabaseKind, configOverrides: Partial<Config> = {}, buildOptions: BuildAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const clock = new TestClock();
  // A fixed key keeps tests from generating one into ./data.
  const config = { ...loadConfig({}), seedDemo: false, secretKey: 'test-secret-key', ...configOverrides };
  const ctx: AppContext = { db: database.db, dbKind: database.kind, config, clock };
  const app = await buildApp(ctx, { serveClient: false, ...buildOptions });
  return {
    app,
    ctx,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The test app of a describe block: opened before its tests; after them, every balance must still
 * equal the sum of its ledger entries, whatever the tests did, and the app is closed. Its fields
 * are there from the first test on (hooks the block adds later run after the app opened).
 */
export function useTestApp(kind: DatabaseKind, configOverrides: Partial<Config> = {}, buildOptions: BuildAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(kind, configOverrides, buildOptions));
  });
  afterAll(async () => {
    try {
      expect(await findBalanceMismatches(handle.ctx.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
  return handle;
}

/** A signed-in investor whose requests carry the session cookie and anti-forgery token. */
export interface SignedInUser {
  user: User;
  cookie: string;
  csrfToken: string;
  /** The TOTP secret of an operator enrolled by the fixture (base32), for computing codes. */
  twoFactorSecret?: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Confirms the password again (and `code` when two-factor sign-in is on), as a security change asks first. */
  reauthenticate(code?: string): Promise<void>;
}

let userCounter = 0;

export async function signUpUser(
  testApp: TestApp,
  options: {
    balanceCents?: number;
    role?: 'investor' | 'admin';
    /** An admin's duties: `owner` unless a test says otherwise. */
    operatorRole?: OperatorRole;
    email?: string;
    fullname?: string;
    referralId?: string;
    /** Verified unless a test says otherwise, as most tests are about what a verified investor may do. */
    emailVerified?: boolean;
    /**
     * Operators need two-factor sign-in for the back office, so an admin is enrolled unless a test
     * says otherwise. Written directly (no mail, no audit row): the enrolment itself is tested through its routes.
     */
    twoFactor?: boolean;
    /**
     * "Send me one-time passcodes by e-mail": No unless a test says otherwise, so a withdrawal needs
     * no mailed code except in the tests of that code (withdrawals/confirmation-code.test.ts). Yes
     * leaves the preferences as registration sets them.
     */
    otpsend?: 'Yes' | 'No';
  } = {},
): Promise<SignedInUser> {
  const { ctx, app } = testApp;
  userCounter += 1;
  const email = options.email ?? `investor${userCounter}-${Date.now()}@example.com`;
  const user = await ctx.db.transaction(async (tx) => {
    const created = await createUser(tx, {
      email,
      password: 'correct-horse-battery',
      fullname: options.fullname ?? `Investor ${userCounter}`,
      role: options.role,
      operatorRole: options.operatorRole,
      referralId: options.referralId,
      emailVerifiedAt: options.emailVerified === false ? undefined : ctx.clock.now(),
      emailPreferences: options.otpsend === 'Yes' ? undefined : WITHOUT_WITHDRAWAL_CODES,
    });
    if (options.balanceCents) {
      await postLedgerEntry(tx, {
        userId: created.id,
        amountCents: options.balanceCents,
        kind: 'adjustment',
        refType: 'test',
        refId: created.id,
        narration: 'Test funding',
        at: ctx.clock.now(),
      });
    }
    return created;
  });
  const twoFactorSecret = options.role === 'admin' && options.twoFactor !== false ? newTotpSecret() : undefined;
  if (twoFactorSecret) {
    await ctx.db.insert(twoFactorCredentials).values({ userId: user.id, secretEncrypted: sealTotpSecret(ctx, twoFactorSecret), enabledAt: ctx.clock.now() });
  }
  const session = await createSession(ctx.db, user.id, { userAgent: 'vitest', ipAddress: '127.0.0.1', now: ctx.clock.now() });
  const cookie = `${SESSION_COOKIE}=${session.token}`;
  const inject = (request: InjectOptions) =>
    app.inject({
      ...request,
      headers: { cookie, 'x-csrf-token': session.csrfToken, ...(request.headers ?? {}) },
    });
  return {
    user,
    cookie,
    csrfToken: session.csrfToken,
    twoFactorSecret,
    inject,
    async reauthenticate(code) {
      const response = await inject({ method: 'POST', url: '/api/auth/reauth', payload: { password: TEST_PASSWORD, ...(code ? { code } : {}) } });
      expect(response.statusCode, response.body).toBe(204);
    },
  };
}

export const TEST_PASSWORD = 'correct-horse-battery';

const cookieOf = (setCookie: string | string[] | undefined) => String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;

/**
 * Signs in through the sign-in route, as a browser does (an account made by registration rather
 * than by signUpUser): a caller carrying the session, its anti-forgery token and a fresh Idempotency-Key.
 */
export async function signInThroughApi(app: FastifyInstance, email: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
  expect(response.statusCode).toBe(200);
  const headers = { cookie: cookieOf(response.headers['set-cookie']), 'x-csrf-token': response.json().csrfToken as string };
  return (options: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }) =>
    app.inject({ ...options, headers: { ...headers, 'idempotency-key': crypto.randomUUID() } });
}
