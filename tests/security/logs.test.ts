import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import { createLogger } from '../../src/server/http/request-logging';
import { testDatabaseKinds } from '../support/databases';
import { signUpUser, TEST_PASSWORD, useTestApp } from '../support/test-app';
import { MT4_SUBSCRIPTION } from '../support/account-fixtures';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string | null;
  path?: string;
  status?: number;
  durationMs?: number;
  userId?: string | null;
  err?: { message: string; stack: string };
}

/** The app's own logger (pino, JSON lines, as in production) writing into memory. */
function capturedLogger() {
  const text: string[] = [];
  const logger = createLogger({ level: 'info', pretty: false, destination: { write: (line: string) => void text.push(line) } });
  return {
    logger,
    text: () => text.join(''),
    lines: () =>
      text
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as LogLine),
  };
}

const cookieValue = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    .slice(name.length + 1);

describe.each(testDatabaseKinds())('structured logs on %s', (kind) => {
  const log = capturedLogger();
  const t = useTestApp(kind, {}, { logger: log.logger });
  beforeAll(() => {
    t.app.get('/api/test/defect', async () => {
      throw new Error('a defect the log must show');
    });
  });

  it('writes one line per request with its id, method, route, status, duration and user', async () => {
    const investor = await signUpUser(t);
    const response = await investor.inject({ method: 'GET', url: '/api/auth/session?tab=x' });
    expect(response.statusCode).toBe(200);
    const requestId = response.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = log.lines().filter((line) => line.reqId === requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/auth/session',
      path: '/api/auth/session',
      status: 200,
      userId: investor.user.id,
    });
    expect(lines[0]!.durationMs).toBeGreaterThan(0);
  });

  it('returns the request id in the header and in the error body, and logs a 500 with its stack under that id', async () => {
    const notFound = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.requestId).toBe(notFound.headers['x-request-id']);

    const failed = await t.app.inject({ method: 'GET', url: '/api/test/defect' });
    expect(failed.statusCode).toBe(500);
    const { error } = failed.json();
    expect(error).toEqual({ code: 'INTERNAL', message: 'Something went wrong.', requestId: failed.headers['x-request-id'] });
    const logged = log.lines().filter((line) => line.reqId === error.requestId);
    const failure = logged.find((line) => line.level === 50);
    expect(failure?.err?.message).toBe('a defect the log must show');
    expect(failure?.err?.stack).toContain('logs.test.ts');
    expect(logged.find((line) => line.msg === 'request')?.status).toBe(500);
  });

  it('keeps a request id a proxy passed on, and replaces one that does not look like an id', async () => {
    const passed = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-7f3a9c21' } });
    expect(passed.headers['x-request-id']).toBe('edge-7f3a9c21');
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x\n{"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes a password, session token, CSRF token or MT4 password', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: investor.user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const sessionToken = cookieValue(login.headers['set-cookie'], SESSION_COOKIE)!;
    expect(sessionToken.length).toBeGreaterThan(20);
    const newPassword = 'a-new-secret-for-logs-1';
    const change = await investor.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(change.statusCode).toBe(200);
    const mt4Password = 'Mt4-Log-Secret-9931';
    const mt4 = await investor.inject({
      method: 'POST',
      url: '/api/mt4-subscriptions',
      payload: { ...MT4_SUBSCRIPTION, password: mt4Password },
    });
    expect(mt4.statusCode).toBe(201);
    const reset = await t.app.inject({ method: 'GET', url: '/auth/reset-password?token=reset-token-in-a-query-string' });
    expect(reset.statusCode).toBe(404);

    const text = log.text();
    expect(text).toContain(investor.user.id);
    for (const secret of [
      TEST_PASSWORD,
      newPassword,
      mt4Password,
      sessionToken,
      investor.cookie.split('=')[1]!,
      investor.csrfToken,
      'reset-token-in-a-query-string',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
