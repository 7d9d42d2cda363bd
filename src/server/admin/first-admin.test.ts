import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { seedIfEmpty } from '../seed/seed-if-empty';
import { users } from '../db/schema';
import { TestClock } from '../../../tests/support/test-app';
import { openTestDatabase, testDatabaseKinds } from '../../../tests/support/databases';

/** The first operator of a new installation comes from ADMIN_EMAIL and ADMIN_PASSWORD, as main.ts seeds it. */
describe.each(testDatabaseKinds())('first admin from the environment on %s', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  const configFrom = (env: Record<string, string>): Config => ({ ...loadConfig(env), seedDemo: false, secretKey: 'test-secret-key' });

  /**
   * Signs in over HTTP and opens a back-office queue with the session: a new operator is refused
   * (403, TWO_FACTOR_REQUIRED) until two-factor sign-in is set up, which the back office leads to.
   */
  async function backOfficeStatus(config: Config, email: string, password: string) {
    const app = await buildApp({ db: database!.db, dbKind: database!.kind, config, clock: new TestClock() }, { serveClient: false });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (login.statusCode !== 200) return { login: login.statusCode, queue: null };
      const cookie = String(login.headers['set-cookie']).split(';')[0]!;
      const queue = await app.inject({ method: 'GET', url: '/api/admin/deposits', headers: { cookie } });
      return { login: login.statusCode, role: login.json().user.role, queue: `${queue.statusCode} ${queue.json().error?.code}` };
    } finally {
      await app.close();
    }
  }

  it('creates the admin named by ADMIN_EMAIL with ADMIN_PASSWORD on an empty database, and only then', async () => {
    database = await openTestDatabase(kind);
    const config = configFrom({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-password-2026' });
    const printed = await seedIfEmpty(database.db, config);
    // The password is the operator's own; it is not echoed to the log.
    expect(printed).toEqual(['Admin:    boss@example.com / (ADMIN_PASSWORD)']);
    expect(await backOfficeStatus(config, 'boss@example.com', 'boss-password-2026')).toEqual({ login: 200, role: 'admin', queue: '403 TWO_FACTOR_REQUIRED' });

    // A later start with other values changes nothing: the database is no longer empty.
    const later = configFrom({ ADMIN_EMAIL: 'intruder@example.com', ADMIN_PASSWORD: 'another-password-1' });
    expect(await seedIfEmpty(database.db, later)).toBeNull();
    expect(await database.db.select().from(users).where(eq(users.email, 'intruder@example.com'))).toEqual([]);
    expect((await backOfficeStatus(later, 'boss@example.com', 'boss-password-2026')).login).toBe(200);
  });

  it('generates a password and prints it once when ADMIN_PASSWORD is not set', async () => {
    database = await openTestDatabase(kind);
    const config = configFrom({ ADMIN_EMAIL: 'ops@example.com' });
    const [line] = (await seedIfEmpty(database.db, config))!;
    const password = /^Admin: {4}ops@example\.com \/ (\S+)$/.exec(line!)?.[1];
    expect(password).toBeDefined();
    expect(await backOfficeStatus(config, 'ops@example.com', password!)).toEqual({ login: 200, role: 'admin', queue: '403 TWO_FACTOR_REQUIRED' });
  });
});
