import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestartableDatabase, type RestartableDatabase } from '../support/restartable-database';
import { appEnv, freePort, runAppToExit, startApp } from './support/app-process';
import { SupervisedApp } from './support/supervised-app';
import { seedInvestors } from './support/investors';
import { MoneyLoad } from './support/money-load';
import { auditMoneyAnswers } from './support/ledger-audit';

/** pg_control's DBState (PostgreSQL's src/include/catalog/pg_control.h), the fifth 4-byte word. */
const DB_SHUT_DOWN = 1;
const DB_IN_PRODUCTION = 6;
const clusterState = (dataDir: string) => fs.readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control')).readUInt32LE(16);
const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pid no process has any more. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString());
}

describe('PGlite data directory', () => {
  // One data directory for the file: creating one costs PGlite an initdb.
  let database: RestartableDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createRestartableDatabase('pglite');
    dataDir = database.env.DATA_DIR;
  });
  afterAll(() => database.destroy());

  const appOn = async () => appEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }, await freePort());

  it('refuses a second app process on the same data directory and says why', async () => {
    const first = await startApp(await appOn());
    try {
      const second = await runAppToExit(await appOn());
      expect(second.code).toBe(1);
      expect(second.output).toContain(`Data directory ${dataDir} is in use by process ${first.pid}`);
      expect(second.output).toContain('set DATABASE_URL');
      expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
      expect(fs.readFileSync(lockFile(dataDir), 'utf8')).toBe(String(first.pid));
    } finally {
      await first.stop('SIGTERM');
    }
  });

  it('gives a lock left by a killed process to exactly one of two processes starting at once', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-race-'));
    const stale = String(deadPid());
    const dirs = Array.from({ length: 1000 }, (_, i) => {
      const dir = path.join(root, String(i));
      fs.mkdirSync(dir);
      fs.writeFileSync(lockFile(dir), stale);
      return dir;
    });
    const racers = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', 'tests/faults/support/lock-racer.ts', ...dirs], { stdio: ['pipe', 'pipe', 'inherit'] }),
    );
    const lines = racers.map((racer) => readline.createInterface({ input: racer.stdout! })[Symbol.asyncIterator]());
    try {
      for (const line of lines) expect((await line.next()).value).toBe('ready');
      const startAt = Date.now() + 100;
      for (const racer of racers) racer.stdin!.write(`${startAt}\n`);
      const won = await Promise.all(lines.map(async (line) => JSON.parse((await line.next()).value as string) as string[]));
      const holders = dirs.map((dir) => won.filter((list) => list.includes(dir)).length);
      // Exactly one holder each: a read-check-delete lock gives some directories two.
      expect(holders.filter((count) => count !== 1)).toEqual([]);
    } finally {
      for (const racer of racers) racer.stdin!.end();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('on SIGTERM answers what is in flight, checkpoints and unlocks; the next start has every answered request', async () => {
    const setup = await database.open();
    const investors = await seedInvestors(setup.db, 2, 100_000_00);
    await setup.close();

    const app = new SupervisedApp(await appOn());
    await app.start();
    const load = new MoneyLoad(() => app.url(), investors, []);
    load.start(4);
    await sleep(1500);
    const stopping = Date.now();
    expect(await app.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    const shutdownMs = Date.now() - stopping;
    expect(clusterState(dataDir)).toBe(DB_SHUT_DOWN);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);

    await app.start();
    const answers = await load.stop();
    await app.crash();
    // The contrast: a killed process leaves the cluster "in production", to be recovered at the next start.
    expect(clusterState(dataDir)).toBe(DB_IN_PRODUCTION);

    const verify = await database.open();
    try {
      expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
      expect(await auditMoneyAnswers(verify.db, investors, answers)).toEqual({ notExactlyOnce: [], untold: [], wrongBalances: [], mismatches: [] });
    } finally {
      await verify.close();
    }
    expect(clusterState(dataDir)).toBe(DB_SHUT_DOWN);
    console.log(`[faults] pglite SIGTERM: ${answers.length} money requests answered, shutdown ${shutdownMs} ms, ` + `start after it ${app.startTimesMs[1]} ms`);
  });
});
