import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases';
import { createRestartableDatabase } from '../support/restartable-database';
import { appEnv, freePort } from './support/app-process';
import { SupervisedApp } from './support/supervised-app';
import { seedInvestors, seedPlans } from './support/investors';
import { MoneyLoad } from './support/money-load';
import { auditMoneyAnswers } from './support/ledger-audit';

const KILLS = 20;
const CLIENTS = 4;
const OPENING_BALANCE_CENTS = 1_000_000_00;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(testDatabaseKinds())('the app killed with SIGKILL during a money load on %s', (kind) => {
  it(`keeps every answered withdrawal and purchase through ${KILLS} kills, and starts again each time`, async () => {
    const startedAt = Date.now();
    const database = await createRestartableDatabase(kind);
    const dataDir = kind === 'pglite' ? database.env.DATA_DIR : fs.mkdtempSync(path.join(os.tmpdir(), 'fault-pg-'));
    const setup = await database.open();
    const investors = await seedInvestors(setup.db, CLIENTS, OPENING_BALANCE_CENTS);
    const planIds = await seedPlans(setup.db, 30);
    await setup.close();

    const app = new SupervisedApp(appEnv({ DATA_DIR: dataDir, DATABASE_URL: database.env.DATABASE_URL }, await freePort()));
    await app.start();
    const load = new MoneyLoad(() => app.url(), investors, planIds);
    load.start(CLIENTS);
    for (let kill = 0; kill < KILLS; kill += 1) {
      // A random moment, with requests in flight from every client.
      await sleep(150 + Math.random() * 650);
      await app.crash();
      await app.start();
    }
    await sleep(300);
    const answers = await load.stop();
    expect(await app.stop('SIGTERM')).toEqual({ code: 0, signal: null });

    const verify = await database.open();
    try {
      expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
      const audit = await auditMoneyAnswers(verify.db, investors, answers);
      expect(audit).toEqual({ notExactlyOnce: [], untold: [], wrongBalances: [], mismatches: [] });
    } finally {
      await verify.close();
      await database.destroy();
      if (kind === 'postgres') fs.rmSync(dataDir, { recursive: true, force: true });
    }

    const retried = answers.filter((answer) => answer.attempts > 1);
    expect(app.kills).toBe(KILLS);
    // Kills landed on requests in flight: their clients had to send them again.
    expect(retried.length).toBeGreaterThan(0);
    console.log(
      `[faults] ${kind}: ${app.kills} SIGKILLs, ${answers.length} money requests answered ` +
        `(${retried.length} resent after a kill, ${answers.filter((a) => a.replayed).length} of them replayed from their Idempotency-Key), ` +
        `restart median ${median(app.startTimesMs.slice(1))} ms, ${Math.round((Date.now() - startedAt) / 1000)} s in all`,
    );
  }, 480_000);
});
