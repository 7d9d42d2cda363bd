import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signUpUser, type SignedInUser, type TestApp } from '../support/test-app';
import { VALID_ADDRESSES } from '../support/account-fixtures';
import type { Tx } from '../../src/server/db/client';
import { ledgerEntries, withdrawals } from '../../src/server/db/schema';
import { findBalanceMismatches } from '../../src/server/money/invariant';
import { planWithdrawal } from '../../src/server/withdrawals/request';
import { runMoneyOperation } from '../../src/server/money/run';
import { userRow } from '../support/admin-fixtures';
import { createRestartableDatabase } from '../support/restartable-database';
import { appEnv, freePort, startApp } from './support/app-process';
import { seedInvestors } from './support/investors';

const OPENING_CENTS = 1_000_00;
const withdrawal = (amountCents: number) => ({ cryptoType: 'BTC' as const, walletAddress: VALID_ADDRESSES.btc_address, amountCents });
const backendPid = async (tx: Tx) => ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid;

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL connection killed in the middle of a money transaction', () => {
  let t: TestApp;
  let killer: pg.Client;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await killer.connect();
  });
  afterAll(async () => {
    await killer.end();
    await t.close();
  });

  const terminate = (pid: number) => killer.query('select pg_terminate_backend($1)', [pid]);
  const waitUntil = async (condition: () => Promise<boolean>) => {
    for (let tries = 0; tries < 200 && !(await condition()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  };
  const rowsOf = async (investor: SignedInUser) => ({
    withdrawals: await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id)),
    entries: await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id)),
    balanceCents: (await userRow(t, investor.user.id)).balanceCents,
  });

  it('while a statement runs after the balance update and ledger entry: nothing of it is kept', async () => {
    const investor = await signUpUser(t, { balanceCents: OPENING_CENTS });
    let pid = 0;
    const doomed = t.ctx.db.transaction(async (tx) => {
      await runMoneyOperation(tx, planWithdrawal(await userRow(t, investor.user.id), withdrawal(300_00), new Date()));
      pid = await backendPid(tx);
      await tx.execute(sql`select pg_sleep(30)`);
    });
    await waitUntil(async () => (await killer.query("select 1 from pg_stat_activity where pid = $1 and query like '%pg_sleep%'", [pid])).rowCount === 1);
    await terminate(pid);

    await expect(doomed).rejects.toThrow();
    const after = await rowsOf(investor);
    expect(after.withdrawals).toEqual([]);
    expect(after.entries.map((entry) => entry.kind)).toEqual(['adjustment']);
    expect(after.balanceCents).toBe(OPENING_CENTS);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it('while it sits idle holding the user lock: the lock is freed, the waiting request goes through, nothing of the killed one is kept', async () => {
    const investor = await signUpUser(t, { balanceCents: OPENING_CENTS });
    let pid = 0;
    let killed!: () => void;
    const terminated = new Promise<void>((resolve) => (killed = resolve));
    let locked!: () => void;
    const lockHeld = new Promise<void>((resolve) => (locked = resolve));
    const doomed = t.ctx.db.transaction(async (tx) => {
      await runMoneyOperation(tx, planWithdrawal(await userRow(t, investor.user.id), withdrawal(300_00), new Date()));
      pid = await backendPid(tx);
      locked();
      await terminated;
      await tx.execute(sql`select 1`);
    });
    await lockHeld;
    const waiting = investor.inject({ method: 'POST', url: '/api/withdrawals', payload: withdrawal(200_00), headers: { 'idempotency-key': 'after-the-kill' } });
    await waitUntil(async () => (await killer.query("select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%users%'")).rowCount! > 0);
    await terminate(pid);
    killed();

    await expect(doomed).rejects.toThrow();
    const answer = await waiting;
    expect(answer.statusCode).toBe(201);
    expect(answer.json().balanceCents).toBe(OPENING_CENTS - 200_00);
    const after = await rowsOf(investor);
    expect(after.withdrawals.map((row) => row.amountCents)).toEqual([200_00]);
    expect(after.entries.map((entry) => entry.amountCents).sort()).toEqual([-200_00, OPENING_CENTS].sort());
    expect(after.balanceCents).toBe(OPENING_CENTS - 200_00);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it('leaves the pool serving requests afterwards', async () => {
    const investor = await signUpUser(t, { balanceCents: OPENING_CENTS });
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => investor.inject({ method: 'POST', url: '/api/withdrawals', payload: withdrawal(50_00) })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(0);
  });

  it('does not take the app process down when PostgreSQL drops all its connections (a restart, a failover)', async () => {
    const database = await createRestartableDatabase('postgres');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-pg-'));
    const setup = await database.open();
    const [investor] = await seedInvestors(setup.db, 1, OPENING_CENTS);
    await setup.close();
    const app = await startApp(appEnv({ DATA_DIR: dataDir, DATABASE_URL: database.env.DATABASE_URL }, await freePort()));
    const withdraw = () =>
      fetch(`${app.baseUrl}/api/withdrawals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: investor!.cookie, 'x-csrf-token': investor!.csrfToken },
        body: JSON.stringify(withdrawal(100_00)),
      });
    try {
      expect((await withdraw()).status).toBe(201);
      const dbName = new URL(database.env.DATABASE_URL).pathname.slice(1);
      const { rowCount } = await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await Promise.race([app.exited, 'still running'])).toBe('still running');
      expect((await withdraw()).status).toBe(201);
    } finally {
      await app.stop('SIGTERM');
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
