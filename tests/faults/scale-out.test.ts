import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createRestartableDatabase, type RestartableDatabase } from '../support/restartable-database';
import { VALID_ADDRESSES } from '../support/account-fixtures';
import { TEST_PASSWORD } from '../support/test-app';
import type { Database } from '../../src/server/db/client';
import { investments, ledgerEntries, users } from '../../src/server/db/schema';
import { loadConfig } from '../../src/server/config';
import { findBalanceMismatches } from '../../src/server/money/invariant';
import { runAccrual } from '../../src/server/accrual/run';
import { DAY_MS } from '../../src/server/accrual/schedule';
import { appEnv, freePorts, startApp, type AppProcess } from './support/app-process';
import { seedInvestors, seedPlans, type RemoteInvestor } from './support/investors';

const ACCRUING_INVESTMENTS = 10;
const DURATION_DAYS = 30;
const DAYS_RUNNING = 12;

/** Two app processes on one PostgreSQL database; the test is the round-robin in front of them. */
describe.runIf(process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let database: RestartableDatabase;
  let db: Database;
  let dataDir: string;
  let apps: AppProcess[];
  let raceInvestor: RemoteInvestor;
  let sessionInvestor: RemoteInvestor;
  let turn = 0;
  /** The next instance in round-robin order. */
  const next = () => apps[turn++ % apps.length]!.baseUrl;

  beforeAll(async () => {
    database = await createRestartableDatabase('postgres');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
    db = await database.open();
    [raceInvestor, sessionInvestor] = await seedInvestors(db.db, 2, 1_000_00);
    const accruing = await seedInvestors(db.db, ACCRUING_INVESTMENTS, 1_00);
    const [planId] = await seedPlans(db.db, 1);
    // Active for twelve and a bit days when both instances start: twelve periods each are due.
    await db.db.insert(investments).values(
      accruing.map((investor) => ({
        userId: investor.id,
        planId: planId!,
        planName: 'Fault Plan 1',
        roiBps: 3000,
        durationDays: DURATION_DAYS,
        referralBonusBps: 0,
        amountCents: 1_000_00,
        status: 'active' as const,
        activatedAt: new Date(Date.now() - DAYS_RUNNING * DAY_MS - 3_600_000),
      })),
    );
    // Started together, so both run the scheduled accrual at the same moment.
    const ports = await freePorts(2);
    apps = await Promise.all(ports.map((port) => startApp(appEnv({ DATA_DIR: dataDir, DATABASE_URL: database.env.DATABASE_URL }, port))));
  });
  afterAll(async () => {
    await Promise.all(apps?.map((app) => app.stop('SIGTERM')) ?? []);
    await db?.close();
    await database?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (baseUrl: string, method: string, url: string, investor: { cookie: string; csrfToken: string }, body?: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method,
      headers: { cookie: investor.cookie, 'x-csrf-token': investor.csrfToken, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const withdraw = (baseUrl: string, investor: RemoteInvestor, amountCents: number) =>
    fetch(`${baseUrl}/api/withdrawals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: investor.cookie, 'x-csrf-token': investor.csrfToken, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ cryptoType: 'BTC', walletAddress: VALID_ADDRESSES.btc_address, amountCents }),
    });

  it('serves a session signed in on one instance on the other, until it is signed out on either', async () => {
    const [a, b] = apps.map((app) => app.baseUrl) as [string, string];
    const login = await fetch(`${a}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: sessionInvestor.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const session = { cookie: login.headers.getSetCookie()[0]!.split(';')[0]!, csrfToken: (await login.json()).csrfToken as string };

    const onB = await call(b, 'GET', '/api/auth/session', session);
    expect(onB.status).toBe(200);
    expect((await onB.json()).user.email).toBe(sessionInvestor.email);
    const paid = await call(b, 'POST', '/api/withdrawals', session, { cryptoType: 'BTC', walletAddress: VALID_ADDRESSES.btc_address, amountCents: 100_00 });
    expect(paid.status).toBe(201);
    expect((await (await call(a, 'GET', '/api/me', session)).json()).balanceCents).toBe(900_00);

    expect((await call(b, 'POST', '/api/auth/logout', session)).status).toBe(204);
    expect((await call(a, 'GET', '/api/auth/session', session)).status).toBe(401);
  });

  it('counts wrong passwords on one account from one address across both: the default 10 in all, not 10 on each', async () => {
    const perAccount = loadConfig({}).loginLimitPerAccount;
    const email = `guessed-${randomUUID()}@example.com`;
    const attempt = () =>
      fetch(`${next()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password-1' }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let i = 0; i < perAccount + 2; i += 1) statuses.push(await attempt());
    expect(statuses.slice(0, perAccount).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(perAccount)).toEqual([429, 429]);
  });

  it('lets exactly 16 of 200 concurrent $60 withdrawals from $1,000 through, split across both', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, () => withdraw(next(), raceInvestor, 60_00)));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(16);
    expect(statuses.filter((status) => status === 400)).toHaveLength(184);
    expect(new Set(bodies.filter((_, i) => statuses[i] === 400).map((body) => body.error.code))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
    for (const baseUrl of [next(), next()]) {
      expect((await (await call(baseUrl, 'GET', '/api/me', raceInvestor)).json()).balanceCents).toBe(40_00);
    }
    expect(await findBalanceMismatches(db.db)).toEqual([]);
  });

  const roiKeys = async () =>
    (await db.db.select({ key: ledgerEntries.uniqueKey }).from(ledgerEntries).where(eq(ledgerEntries.kind, 'roi'))).map((row) => row.key!);
  const expectedKeys = async (periods: number) =>
    (await db.db.select({ id: investments.id }).from(investments)).flatMap((row) => Array.from({ length: periods }, (_, i) => `roi:${row.id}:${i + 1}`));

  it('pays each due profit period once when both run the scheduled accrual at the same time', async () => {
    const expected = await expectedKeys(DAYS_RUNNING);
    for (let tries = 0; tries < 150 && (await roiKeys()).length < expected.length; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await roiKeys()).sort()).toEqual(expected.sort());
    const lease = await db.db.execute(sql`select holder, last_run_at from job_leases where name = 'profit-accrual'`);
    expect((lease as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    expect(await findBalanceMismatches(db.db)).toEqual([]);
  });

  it('pays each period once even when two instances run it at once without the lease (a holder overran its term)', async () => {
    const twoDaysLater = { now: () => new Date(Date.now() + 2 * DAY_MS) };
    const instances = [await database.open(), await database.open()];
    try {
      const config = { ...loadConfig({}), seedDemo: false, secretKey: 'scale-out-key' };
      const runs = await Promise.all(instances.map((instance) => runAccrual({ db: instance.db, dbKind: 'postgres', config, clock: twoDaysLater })));
      expect(runs.reduce((sum, run) => sum + run.roiEntries, 0)).toBe(2 * ACCRUING_INVESTMENTS);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    expect((await roiKeys()).sort()).toEqual((await expectedKeys(DAYS_RUNNING + 2)).sort());
    expect(await findBalanceMismatches(db.db)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('instances started together on a database never migrated (a first deploy, a deploy with a migration)', () => {
  it('all come up, having migrated and seeded once', async () => {
    for (let round = 0; round < 2; round += 1) {
      const database = await createRestartableDatabase('postgres');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-fresh-'));
      const ports = await freePorts(2);
      const starts = await Promise.allSettled(ports.map((port) => startApp(appEnv({ DATA_DIR: dataDir, DATABASE_URL: database.env.DATABASE_URL }, port))));
      const verify = await database.open();
      try {
        expect(starts.map((start) => (start.status === 'fulfilled' ? 'listening' : String(start.reason).slice(0, 300)))).toEqual(['listening', 'listening']);
        expect(await verify.db.select({ email: users.email }).from(users)).toEqual([{ email: 'admin@example.com' }]);
      } finally {
        await Promise.all(starts.map((start) => (start.status === 'fulfilled' ? start.value.stop('SIGTERM') : null)));
        await verify.close();
        await database.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });
});
