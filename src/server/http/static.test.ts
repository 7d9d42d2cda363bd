import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';

const INDEX = '<!doctype html><title>Investor Portal</title><div id="root"></div>';

describe.each(testDatabaseKinds())('honest answers for paths outside the API on %s', (kind) => {
  let t: TestApp;
  let client: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    client = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
    fs.mkdirSync(path.join(client, 'assets'));
    fs.writeFileSync(path.join(client, 'index.html'), INDEX);
    fs.writeFileSync(path.join(client, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await createTestApp(kind);
    app = await buildApp(t.ctx, { clientDir: client });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    fs.rmSync(client, { recursive: true, force: true });
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves the app with 200 for every screen of the client router, both path families and the back office', async () => {
    for (const screen of [
      '/',
      '/home.html',
      '/auth/login',
      '/auth/register.html?referralid=abc',
      '/dashboards',
      '/withdrawal',
      '/auth/dashboard/withdrawal',
      '/tradinghistory/',
      '/admin',
      '/admin/withdrawals',
    ]) {
      const response = await get(screen);
      expect(response.statusCode, screen).toBe(200);
      // The landing page arrives with its heading drawn in the root (src/server/landing/first-paint.test.ts).
      expect(response.body.replace(/<div id="root">.*<\/div>/s, '<div id="root"></div>'), screen).toBe(INDEX);
    }
  });

  it('serves the app with 404 where no screen matches, so its fallback can still send the browser to /home.html', async () => {
    for (const unknown of ['/no-such-page', '/health', '/dashboards/nothing-here', '/wp-login.php']) {
      const response = await get(unknown);
      expect(response.statusCode, unknown).toBe(404);
      expect(response.headers['content-type'], unknown).toContain('text/html');
      expect(response.body, unknown).toBe(INDEX);
    }
  });

  it('answers a malformed path with 400, not a server error', async () => {
    expect((await get('/%E0%A4%A')).statusCode).toBe(400);
  });

  it('keeps the JSON error shape for unknown API paths', async () => {
    const response = await get('/api/no-such-endpoint?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route GET /api/no-such-endpoint', requestId: response.headers['x-request-id'] },
    });
  });

  it('serves built assets as long-lived files', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers /robots.txt as text: public pages allowed, the API, the back office and signed-in screens not', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const rules = response.body.split('\n');
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Allow: /home.html$');
    expect(rules).toContain('Allow: /auth/register.html$');
    expect(rules).toContain('Disallow: /');
    expect(response.body).not.toContain('/admin');
    expect(response.body).not.toContain('/dashboards');
  });
});
