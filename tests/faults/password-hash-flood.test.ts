import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestartableDatabase, type RestartableDatabase } from '../support/restartable-database';
import { testDatabaseKinds } from '../support/databases';
import { appEnv, freePort, startApp, type AppProcess } from './support/app-process';

const FLOOD = 400;
const ROUNDS = 3;
const PASSWORD = 'correct-horse-battery';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One signed-in session floods the password change with wrong current passwords; another investor,
 * from another address, signs in at the same moment. Over real HTTP against the real server, so
 * argon2 runs on the server's own thread pool.
 */
describe.each(testDatabaseKinds())('a flood of wrong passwords from one session on %s', (kind) => {
  let database: RestartableDatabase;
  let app: AppProcess;

  beforeAll(async () => {
    database = await createRestartableDatabase(kind);
    app = await startApp({
      ...appEnv(database.env, await freePort()),
      LOGIN_LIMIT_PER_ADDRESS: '30',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await app?.stop('SIGTERM');
    await database?.destroy();
  });

  const post = (url: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${app.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const register = async (email: string, address: string) =>
    expect((await post('/api/auth/register', { fullname: 'Flood Test', email, password: PASSWORD }, { 'x-forwarded-for': address })).status).toBe(202);
  const signIn = (email: string, address: string) => post('/api/auth/login', { email, password: PASSWORD }, { 'x-forwarded-for': address });

  // The sign-in's latency is printed, not asserted: speed goals are measured, not timed tests.
  it(`answers ${FLOOD} concurrent wrong current passwords 400 or 429, lets at most one budget of them be checked, and still signs a correct owner in`, async () => {
    const quiet: number[] = [];
    const latencies: number[] = [];
    const floodStatuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const flooder = `flooder${round}-${Date.now()}@example.com`;
      const owner = `owner${round}-${Date.now()}@example.com`;
      await register(flooder, `192.0.2.${round + 1}`);
      await register(owner, `198.51.100.${round + 1}`);
      const login = await signIn(flooder, `192.0.2.${round + 1}`);
      expect(login.status).toBe(200);
      const session = {
        cookie: login.headers.getSetCookie()[0]!.split(';')[0]!,
        'x-csrf-token': (await login.json()).csrfToken as string,
        'x-forwarded-for': `192.0.2.${round + 1}`,
      };
      // The same sign-in without the flood, for scale: what the machine takes anyway.
      const quietStart = performance.now();
      expect((await signIn(owner, `203.0.113.${round + 1}`)).status).toBe(200);
      quiet.push(performance.now() - quietStart);
      const wrong = { currentPassword: 'not-my-password', newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' };
      const flood = Promise.all(Array.from({ length: FLOOD }, () => post('/api/auth/password', wrong, session).then((response) => response.status)));
      // Sent once the flood is on its way: it arrives behind it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const startedAt = performance.now();
      const ownerLogin = await signIn(owner, `203.0.113.${round + 1}`);
      latencies.push(performance.now() - startedAt);
      expect(ownerLogin.status).toBe(200);
      floodStatuses.push(...(await flood));
    }
    console.info(`[${kind}] correct sign-in during a flood of ${FLOOD}: ${latencies.map(Math.round).join(', ')} ms; median ${Math.round(median(latencies))} ms (without the flood: median ${Math.round(median(quiet))} ms)`);
    expect(floodStatuses.every((status) => status === 400 || status === 429)).toBe(true);
    // Each round's flooder has a fresh account and address: at most one budget of guesses each.
    expect(floodStatuses.filter((status) => status === 400).length).toBeLessThanOrEqual(ROUNDS * 10);
  }, 180_000);
});
