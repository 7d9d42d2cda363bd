import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signUpUser, type SignedInUser, type TestApp } from '../support/test-app';
import { documentedOperations, fillPath, STATE_CHANGING, type Operation } from './support/openapi-operations';

/**
 * Sign-in (both steps) and registration replace any session, so they take no token; the password-reset,
 * verification, freeze and operator invitation links carry their own secret. The Origin check still guards them all.
 */
const NO_TOKEN_NEEDED = new Set([
  'POST /api/auth/login',
  'POST /api/auth/login/two-factor',
  'POST /api/auth/register',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/verify-email',
  'POST /api/auth/freeze',
  'POST /api/auth/accept-invite',
]);
const FORGED_TOKEN = 'forged-token-forged-token-forged-token';

describe('cross-site request forgery against every state-changing route of the OpenAPI document', () => {
  let t: TestApp;
  let investor: SignedInUser;
  let admin: SignedInUser;
  let stranger: SignedInUser;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp('pglite', { loginLimitPerAddress: 10 ** 6 });
    investor = await signUpUser(t, { balanceCents: 1_000_00 });
    admin = await signUpUser(t, { role: 'admin' });
    stranger = await signUpUser(t);
    operations = (await documentedOperations(t.app)).filter((operation) => STATE_CHANGING.has(operation.method));
  });
  afterAll(() => t.close());

  const callerOf = (operation: Operation) => (operation.path.startsWith('/api/admin/') ? admin : investor);
  const label = (operation: Operation) => `${operation.method} ${operation.path}`;
  const snapshot = async () =>
    (
      (await t.ctx.db.execute(sql`select
        (select count(*) from ledger_entries)::int as ledger, (select sum(balance_cents) from users)::bigint as balances,
        (select count(*) from sessions)::int as sessions, (select count(*) from audit_log)::int as audit,
        (select count(*) from withdrawals)::int as withdrawals, (select count(*) from investments)::int as investments`)) as unknown as {
        rows: unknown[];
      }
    ).rows[0];

  /** A browser on another site submitting to us with the victim's cookie. */
  const forge = (operation: Operation, headers: Record<string, string>) => {
    const caller = callerOf(operation);
    return t.app.inject({
      method: operation.method as 'POST',
      url: fillPath(operation.path, randomUUID()),
      payload: {},
      headers: { cookie: caller.cookie, host: 'invest.example', ...headers },
    });
  };

  it('covers the routes that move money and change accounts', () => {
    expect(operations.map(label)).toEqual(
      expect.arrayContaining(['POST /api/withdrawals', 'POST /api/investments', 'POST /api/auth/password', 'PATCH /api/admin/users/{id}']),
    );
  });

  it('refuses each without the anti-forgery token, with a forged one, and with another session’s', async () => {
    const before = await snapshot();
    const accepted: string[] = [];
    for (const operation of operations.filter((op) => !NO_TOKEN_NEEDED.has(label(op)))) {
      const attempts: Array<Record<string, string>> = [{}, { 'x-csrf-token': FORGED_TOKEN }, { 'x-csrf-token': stranger.csrfToken }];
      for (const headers of attempts) {
        const response = await forge(operation, headers);
        if (response.statusCode !== 403 || response.json().error.message !== 'Missing or invalid anti-forgery token.') {
          accepted.push(`${label(operation)} ${JSON.stringify(headers)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses each from a foreign Origin even with the right token', async () => {
    const before = await snapshot();
    const accepted: string[] = [];
    for (const operation of operations) {
      for (const origin of ['https://evil.example', 'null', 'https://invest.example.evil.example']) {
        const response = await forge(operation, { origin, 'x-csrf-token': callerOf(operation).csrfToken });
        if (response.statusCode !== 403 || response.json().error.message !== 'Cross-origin request refused.') {
          accepted.push(`${label(operation)} from ${origin} → ${response.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('still lets the real client through: same-origin request with its token', async () => {
    const response = await investor.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { cryptoType: 'BTC', walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amountCents: 50_00 },
      headers: { host: 'invest.example', origin: 'https://invest.example' },
    });
    expect(response.statusCode).toBe(201);
  });
});
