import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';

const INDEX = '<!doctype html><title>Investor Portal</title><div id="root"></div>';
const client = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
fs.writeFileSync(path.join(client, 'index.html'), INDEX);
afterAll(() => fs.rmSync(client, { recursive: true, force: true }));

describe.each(testDatabaseKinds())('the landing page a visitor is sent, on %s', (kind) => {
  const t = useTestApp(kind, {}, { serveClient: true, clientDir: client });
  const open = (url: string, language?: string) =>
    t.app.inject({ method: 'GET', url, headers: language === undefined ? {} : { cookie: `language=${language}` } });

  it('arrives with its heading and lead drawn, in English by default, at both of its paths', async () => {
    for (const url of ['/', '/home.html']) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(
        '<div id="root"><div class="first-paint first-paint-landing" lang="en" dir="ltr"><h1>Grow your savings with clear, accountable investment plans</h1><p class="first-paint-lead">Open an account in a minute',
      );
      // Nothing personal in it, but it depends on the language cookie.
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toBe('cookie');
    }
  });

  it('is drawn in the language the browser last showed, right to left where that language is', async () => {
    expect((await open('/', 'fr')).body).toContain('lang="fr" dir="ltr"><h1>Faites fructifier votre épargne');
    expect((await open('/', 'ar')).body).toContain('lang="ar" dir="rtl"><h1>');
  });

  it('falls back to English for a language without a catalogue or a forged cookie', async () => {
    for (const language of ['xx', '../../../etc/passwd', '"><script>alert(1)</script>']) {
      const body = (await open('/', encodeURIComponent(language))).body;
      expect(body, language).toContain('lang="en" dir="ltr"><h1>Grow your savings');
      expect(body, language).not.toContain('<script>alert');
    }
  });
});
