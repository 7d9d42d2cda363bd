import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, signUpUser, type SignedInUser, type TestApp } from '../support/test-app';
import { documentedOperations, fillPath, type Operation } from './support/openapi-operations';

const BODIES_PER_ENDPOINT = 1000;

/** Ends the caller's session; fuzzing it would only sign the fuzzer out. */
const SKIPPED = new Set(['POST /api/auth/logout']);

const hostileValue = fc.oneof(
  fc.anything({ withBigInt: false, withNullPrototype: true, withObjectString: true }),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1 + 0.2, '9'.repeat(400), 'A'.repeat(20_000)),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ \u202e'),
);

const pollutedObject = fc
  .record({ proto: fc.dictionary(fc.string(), hostileValue), other: hostileValue })
  .map(({ proto, other }) =>
    JSON.parse(`{"__proto__": ${JSON.stringify(proto)}, "constructor": {"prototype": {"polluted": true}}, "amountCents": ${JSON.stringify(other ?? null)}}`),
  );

const hostileBody = fc.oneof(fc.dictionary(fc.string(), hostileValue), hostileValue, pollutedObject);

describe('hostile input against every endpoint of the OpenAPI document', () => {
  let t: TestApp;
  let investor: SignedInUser;
  let admin: SignedInUser;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp('pglite', { loginLimitPerAddress: 10 ** 9, loginLimitPerAccount: 10 ** 9 });
    investor = await signUpUser(t, { balanceCents: 1_000_00 });
    admin = await signUpUser(t, { role: 'admin' });
    operations = (await documentedOperations(t.app)).filter((operation) => !SKIPPED.has(`${operation.method} ${operation.path}`));
  });
  afterAll(() => t.close());

  const rowsOf = async (query: ReturnType<typeof sql>) => ((await t.ctx.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const balances = () => rowsOf(sql`select id, balance_cents from users order by id`);
  const ledgerCount = async () => (await rowsOf(sql`select count(*)::int as n from ledger_entries`))[0];

  it('documents the API it is about to fuzz', () => {
    expect(operations.length).toBeGreaterThan(25);
  });

  it(`answers ${BODIES_PER_ENDPOINT} generated bodies per endpoint without a 500 and without moving money`, async () => {
    const before = { balances: await balances(), ledger: await ledgerCount() };
    const failures: string[] = [];
    for (const operation of operations) {
      const caller = operation.path.startsWith('/api/admin') ? admin : investor;
      const samples = fc.sample(fc.tuple(hostileBody, fc.string({ maxLength: 60 })), { numRuns: BODIES_PER_ENDPOINT, seed: 42 });
      for (const [body, pathValue] of samples) {
        const url = fillPath(operation.path, pathValue || 'x');
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(operation.method);
        const response = await caller.inject({
          method: operation.method as 'POST',
          url: hasBody ? url : `${url}?limit=${encodeURIComponent(String(pathValue))}&cursor=${encodeURIComponent(String(pathValue))}`,
          ...(hasBody ? { payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json', 'idempotency-key': pathValue || 'k' } } : {}),
        });
        if (response.statusCode >= 500)
          failures.push(`${operation.method} ${url} ${JSON.stringify(body)?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(await balances()).toEqual(before.balances);
    expect(await ledgerCount()).toEqual(before.ledger);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);
});
