import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUpUser, TEST_PASSWORD, useTestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { totpCode } from '../../../tests/support/two-factor';
import { buildApp } from '../app';
import { createLogger } from '../http/request-logging';
import { twoFactorMessages } from '../../shared/schemas/two-factor';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const FIRST_KEY = 'the-key-that-sealed-them';
const OTHER_KEY = 'a-key-from-another-deployment';

describe.each(testDatabaseKinds())('an instance started with another SECRET_KEY on %s', (kind) => {
  const t = useTestApp(kind, { dataDir: path.join(scratch, kind), secretKey: FIRST_KEY });

  /** A second instance on the same database, with its own key and its log lines in memory. */
  async function secondInstance(): Promise<{ app: FastifyInstance; log: () => string }> {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', pretty: false, destination: { write: (line: string) => void lines.push(line) } });
    const app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, secretKey: OTHER_KEY } }, { serveClient: false, logger });
    await app.ready();
    return { app, log: () => lines.join('') };
  }

  it('is not ready, names SECRET_KEY once in its log and never the key, and answers a two-factor sign-in 503, not 500', async () => {
    const owner = await signUpUser(t, { role: 'admin' });
    const second = await secondInstance();
    try {
      for (let poll = 0; poll < 3; poll += 1) {
        const ready = await second.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json().error.message).toContain('SECRET_KEY');
        expect(ready.json().checks).toEqual({ database: true, migrations: true, dataDir: true, secretKey: false });
      }
      expect(second.log().match(/SECRET_KEY cannot decrypt/g)).toHaveLength(1);

      const begun = await second.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.user.email, password: TEST_PASSWORD } });
      expect(begun.json()).toEqual({ twoFactorRequired: true });
      const challenge = String(begun.headers['set-cookie']).split(';')[0]!;
      const code = await second.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        payload: { code: totpCode(owner.twoFactorSecret!, t.clock.now()) },
        headers: { cookie: challenge },
      });
      expect(code.statusCode).toBe(503);
      expect(code.json().error).toMatchObject({ code: 'SECRET_KEY_MISMATCH', message: twoFactorMessages.codesUnavailable });
      for (const key of [OTHER_KEY, FIRST_KEY]) expect(second.log()).not.toContain(key);
    } finally {
      await second.app.close();
    }
    // The instance with the right key is ready and signs the owner in.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
