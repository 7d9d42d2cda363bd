import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { auditLog, users } from '../db/schema';
import { createUser } from '../users/create-user';
import { TestClock } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { createRestartableDatabase, type RestartableDatabase } from '../../../tests/support/restartable-database';
import { runCli } from '../../../tests/support/run-cli';
import { totpCode } from '../../../tests/support/two-factor';
import { runAdminCommand } from './command';

// The commands run in this process, as the CLI runs them; one test also starts the real process
// (which compiles the CLI first: seconds on a busy two-core machine).
describe.each(testDatabaseKinds())('npm run admin on %s', (kind) => {
  let store: RestartableDatabase;
  beforeAll(async () => {
    store = await createRestartableDatabase(kind);
  });
  afterAll(() => store.destroy());

  let createdPassword = '';
  const admin = async (...args: string[]) => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const config = loadConfig({ ...store.env, ADMIN_PASSWORD: '' });
    const code = await runAdminCommand(args, config, { log: (line) => stdout.push(line), error: (line) => stderr.push(line) });
    return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  };

  /** Opens the database between CLI runs (PGlite allows one process at a time). */
  async function withDatabase<T>(use: (db: Awaited<ReturnType<RestartableDatabase['open']>>['db']) => Promise<T>) {
    const database = await store.open();
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  }

  it('creates an admin with a generated password who enrols in two-factor sign-in and then reaches the back office', { timeout: 120_000 }, async () => {
    // Through the real process once: `npm run admin` runs src/server/admin/cli.ts.
    const created = await runCli('src/server/admin/cli.ts', ['create', 'Ops@Example.com'], { ...store.env, ADMIN_PASSWORD: '' });
    expect(created.code, created.stderr).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeDefined();
    createdPassword = password!;

    const database = await store.open();
    try {
      const clock = new TestClock();
      const app = await buildApp({ db: database.db, dbKind: database.kind, config: loadConfig({}), clock }, { serveClient: false });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ops@example.com', password } });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.role).toBe('admin');
      const headers = { cookie: String(login.headers['set-cookie']).split(';')[0]!, 'x-csrf-token': login.json().csrfToken as string };
      const beforeEnrolment = await app.inject({ method: 'GET', url: '/api/admin/deposits', headers });
      expect(beforeEnrolment.json().error.code).toBe('TWO_FACTOR_REQUIRED');
      expect((await app.inject({ method: 'POST', url: '/api/auth/reauth', headers, payload: { password } })).statusCode).toBe(204);
      const { secret } = (await app.inject({ method: 'POST', url: '/api/me/two-factor', headers })).json();
      const enrolled = await app.inject({ method: 'POST', url: '/api/me/two-factor/confirm', headers, payload: { code: totpCode(secret, clock.now()) } });
      expect(enrolled.statusCode).toBe(200);
      const queue = await app.inject({ method: 'GET', url: '/api/admin/deposits', headers });
      expect(queue.statusCode).toBe(200);
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.create_admin'));
      expect(audit).toMatchObject({ actorId: null, after: { email: 'ops@example.com', role: 'admin' } });
      await app.close();
    } finally {
      await database.close();
    }

    const again = await admin('create', 'ops@example.com');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already an admin');
  });

  it('makes an existing investor an admin only with --promote', async () => {
    await withDatabase((db) => db.transaction((tx) => createUser(tx, { email: 'investor@example.com', password: 'correct-horse-battery', fullname: 'Ivy' })));
    const refused = await admin('create', 'investor@example.com');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--promote');
    expect(await withDatabase(async (db) => (await db.select().from(users).where(eq(users.email, 'investor@example.com')))[0]!.role)).toBe('investor');

    const promoted = await admin('create', 'investor@example.com', '--promote');
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(await withDatabase(async (db) => (await db.select().from(users).where(eq(users.email, 'investor@example.com')))[0]!.role)).toBe('admin');
  });

  it('resets the two-factor sign-in of a locked-out operator, who then signs in with the password alone', async () => {
    const reset = await admin('reset-2fa', 'OPS@example.com');
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('is off');
    await withDatabase(async (db) => {
      const app = await buildApp({ db, dbKind: kind, config: loadConfig({}), clock: new TestClock() }, { serveClient: false });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ops@example.com', password: createdPassword } });
      expect(login.json().user.email).toBe('ops@example.com');
      await app.close();
      const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'user.two_factor_reset'));
      expect(audit).toMatchObject({ actorId: null });
    });
    const unknown = await admin('reset-2fa', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the address nobody@example.com');
  });

  it('creates an operator with the role given, an owner otherwise, and refuses a role that does not exist', async () => {
    const roleOf = (email: string) => withDatabase(async (db) => (await db.select().from(users).where(eq(users.email, email)))[0]?.operatorRole);
    const support = await admin('create', 'helpdesk@example.com', '--role', 'support');
    expect(support.code, support.stderr).toBe(0);
    expect(support.stdout).toContain('Created admin helpdesk@example.com (support).');
    expect(await roleOf('helpdesk@example.com')).toBe('support');
    expect((await admin('create', 'founder@example.com')).code).toBe(0);
    expect(await roleOf('founder@example.com')).toBe('owner');
    const unknown = await admin('create', 'boss@example.com', '--role', 'king');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--role owner|finance|compliance|support');
    expect(await roleOf('boss@example.com')).toBeUndefined();
  });

  it('refuses bad usage and a bad address', async () => {
    expect((await admin('delete', 'x@example.com')).code).toBe(2);
    expect((await admin('create')).code).toBe(2);
    expect((await admin('reset-2fa')).code).toBe(2);
    const bad = await admin('create', 'not-an-email');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Not an e-mail address');
  });
});
