import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import type { Db } from '../db/client';
import { selectRows } from '../db/rows';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const READY_PATHS = ['/api/health/ready', '/api/health'];

describe.each(testDatabaseKinds())('health on %s', (kind) => {
  const dataDir = path.join(scratch, `${kind}-data`);
  const t = useTestApp(kind, { dataDir });

  it('is live, without asking the database', async () => {
    const database = t.ctx.db;
    t.ctx.db = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    try {
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({ database: false, migrations: false, dataDir: true, secretKey: true });
    } finally {
      t.ctx.db = database;
    }
  });

  it.each(READY_PATHS)(
    '%s is ready: the database answers, every migration is applied, DATA_DIR takes writes, SECRET_KEY opens the stored secrets',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: kind, checks: { database: true, migrations: true, dataDir: true, secretKey: true } });
      // The probe file is gone again.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );

  it.each(READY_PATHS)('%s is not ready while a migration is missing', async (url) => {
    const [last] = await selectRows<{ hash: string; created_at: number }>(
      t.ctx.db,
      sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last!.created_at}`);
    try {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        error: { code: 'NOT_READY', message: 'Not ready: the migrations check failed.' },
        database: kind,
        checks: { database: true, migrations: false, dataDir: true, secretKey: true },
      });
    } finally {
      await t.ctx.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds())('health with a DATA_DIR that cannot be written on %s', (kind) => {
  // Under a regular file no directory can be made, whoever runs the tests (root ignores modes).
  const blocker = path.join(scratch, `${kind}-not-a-directory`);
  fs.writeFileSync(blocker, '');
  const t = useTestApp(kind, { dataDir: path.join(blocker, 'data') });

  it.each(READY_PATHS)('%s answers 503 and names the check', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: 'NOT_READY', message: 'Not ready: the dataDir check failed.' },
      checks: { database: true, migrations: true, dataDir: false, secretKey: true },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
