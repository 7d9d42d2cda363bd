import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEntries } from '../../src/server/db/data-dir-permissions';
import { DEMO_INVESTOR } from '../../src/server/seed/seed-if-empty';
import { paymentMethods } from '../../src/server/db/schema';
import { listOfferedPaymentMethods } from '../../src/server/payment-methods/list';
import { freePort, runAppToExit, startApp, type AppProcess } from '../faults/support/app-process';
import { testDatabaseKinds } from '../support/databases';
import { createRestartableDatabase, type RestartableDatabase } from '../support/restartable-database';

/** The server as an operator first starts it: NODE_ENV=production on an empty database. */
describe.each(testDatabaseKinds())('a first production start on %s', (kind) => {
  let database: RestartableDatabase;
  let app: AppProcess;
  let hostUmask: number;
  beforeAll(async () => {
    database = await createRestartableDatabase(kind);
    const dataDir = database.env.DATA_DIR;
    // A host that shares everything: umask 000, a data directory and a file anyone may write.
    hostUmask = process.umask(0);
    fs.chmodSync(dataDir, 0o777);
    fs.writeFileSync(path.join(dataDir, 'left-by-an-old-version.txt'), 'x', { mode: 0o666 });
    app = await startApp({
      ...database.env,
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'operator@example.com',
    });
  }, 90_000);
  afterAll(async () => {
    process.umask(hostUmask);
    await app?.stop('SIGTERM');
    await database.destroy();
  });
  const api = (url: string, init?: RequestInit) => fetch(`${app.baseUrl}${url}`, init);

  it('seeds no demo investor', async () => {
    const login = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_INVESTOR.email, password: DEMO_INVESTOR.password }),
    });
    expect(login.status).toBe(401);
  });

  it('keeps every file under DATA_DIR private to its user, the embedded database included', async () => {
    const dataDir = database.env.DATA_DIR;
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'left-by-an-old-version.txt')).mode & 0o777).toBe(0o600);
    expect(sharedEntries(dataDir)).toEqual([]);
    if (kind === 'pglite') expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
  });

  it('hands the first operator sign-in over in a private file, never in the log', async () => {
    const file = path.join(database.env.DATA_DIR, 'first-sign-in.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const [line] = fs.readFileSync(file, 'utf8').trim().split('\n');
    const password = line!.split(' / ')[1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(app.output()).not.toContain(password);
  });

  it('logs JSON lines, one per request', async () => {
    const response = await api('/api/plans');
    const requestId = response.headers.get('x-request-id')!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.stop('SIGTERM');
    const lines = app
      .output()
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(lines.find((line) => line.reqId === requestId)).toMatchObject({ msg: 'request', route: '/api/plans', status: response.status });
    expect(lines.some((line) => String(line.msg).startsWith('Investment platform on http://'))).toBe(true);
  });

  it('seeded the payment methods without the demo receiving addresses, so none is offered for deposits', async () => {
    const db = await database.open();
    try {
      expect(await listOfferedPaymentMethods(db.db, () => false)).toEqual([]);
      const seeded = await db.db.select({ name: paymentMethods.name, walletAddress: paymentMethods.walletAddress }).from(paymentMethods);
      expect(seeded.length).toBeGreaterThan(0);
      expect(seeded.every((method) => method.walletAddress === null)).toBe(true);
    } finally {
      await db.close();
    }
  });
});

describe('a start with a setting that does not parse', () => {
  it('stops at once with one line naming the variable and what it expects', async () => {
    const exit = await runAppToExit({ PORT: 'abc', DATA_DIR: '/nonexistent-never-created', DATABASE_URL: '' });
    expect(exit.code).toBe(1);
    expect(exit.output.trim()).toBe('Invalid configuration: PORT="abc": expected a port number from 1 to 65535.');
    expect(fs.existsSync('/nonexistent-never-created')).toBe(false);
  });
});

describe('a start on a directory shared with other programs', () => {
  it('refuses a directory every user writes to (sticky, as /tmp is) rather than making it private', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-like-tmp-'));
    fs.chmodSync(shared, 0o1777);
    try {
      const exit = await runAppToExit({ DATA_DIR: shared, DATABASE_URL: '', PORT: String(await freePort()) });
      expect(exit.code).not.toBe(0);
      expect(exit.output).toContain(`DATA_DIR=${shared} is shared with other programs`);
      expect(fs.statSync(shared).mode & 0o7777).toBe(0o1777);
    } finally {
      fs.rmSync(shared, { recursive: true, force: true });
    }
  });
});
