import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { rateLimitCounters } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { countAttempt, startRateLimitPurge } from './rate-limit-store';

const PER_ACCOUNT = 4;
let counter = 0;
const uniqueEmail = () => `limited${++counter}-${Date.now()}@example.com`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('sign-in limits counted in the database on %s', (kind) => {
  const t = useTestApp(kind, { loginLimitPerAccount: PER_ACCOUNT, loginLimitPerAddress: 1000 });

  it('gives two instances on one database one budget between them, not one each', async () => {
    const second = await buildApp(t.ctx, { serveClient: false });
    try {
      const email = uniqueEmail();
      const statuses: number[] = [];
      for (const app of [t.app, second, t.app, second, t.app, second]) {
        const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password-1' } });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await second.close();
    }
  });

  it('starts a new window once the old one has ended', async () => {
    const key = `window:${uniqueEmail()}`;
    expect((await countAttempt(t.ctx.db, key, 300)).current).toBe(1);
    const second = await countAttempt(t.ctx.db, key, 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    await sleep(400);
    expect((await countAttempt(t.ctx.db, key, 300)).current).toBe(1);
  });

  it('stores a hash of the key, not the e-mail address tried', async () => {
    const email = uniqueEmail();
    await countAttempt(t.ctx.db, `account:${email}`, 60_000);
    const keys = (await t.ctx.db.select({ keyHash: rateLimitCounters.keyHash }).from(rateLimitCounters)).map((row) => row.keyHash);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((keyHash) => /^[0-9a-f]{64}$/.test(keyHash))).toBe(true);
  });

  it('purges counters whose window has ended and keeps live ones', async () => {
    const ended = `ended:${uniqueEmail()}`;
    const live = `live:${uniqueEmail()}`;
    await countAttempt(t.ctx.db, ended, 50);
    await countAttempt(t.ctx.db, live, 60_000);
    await sleep(100);
    const stop = startRateLimitPurge(t.ctx);
    await stop();
    const countBefore = (await t.ctx.db.select().from(rateLimitCounters)).length;
    expect((await countAttempt(t.ctx.db, live, 60_000)).current).toBe(2);
    expect((await countAttempt(t.ctx.db, ended, 60_000)).current).toBe(1);
    expect((await t.ctx.db.select().from(rateLimitCounters)).length).toBe(countBefore + 1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('attempts at the same moment on PostgreSQL', () => {
  const t = useTestApp('postgres');

  it('counts every one of 50 concurrent attempts once', async () => {
    const key = `burst:${uniqueEmail()}`;
    const counts = await Promise.all(Array.from({ length: 50 }, () => countAttempt(t.ctx.db, key, 60_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
