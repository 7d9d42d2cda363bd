import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useTestApp, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '../../shared/first-data';

const INDEX = '<!doctype html><title>Investor Portal</title><div id="root"></div>';
const client = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
fs.writeFileSync(path.join(client, 'index.html'), INDEX);

const dataIn = (html: string): FirstData => {
  const match = new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`no first data in ${html}`);
  return JSON.parse(match[1]!) as FirstData;
};

afterAll(() => fs.rmSync(client, { recursive: true, force: true }));

describe.each(testDatabaseKinds())('the dashboard page a signed-in investor is sent, on %s', (kind) => {
  const t = useTestApp(kind, {}, { serveClient: true, clientDir: client });
  let ana: SignedInUser;
  let ben: SignedInUser;
  beforeAll(async () => {
    ana = await signUpUser(t, { fullname: 'Ana <b>Ortiz</b>', balanceCents: 1234_56 });
    ben = await signUpUser(t, { fullname: '</script><script>alert(1)</script>', balanceCents: 7_00 });
  });

  it('holds their greeting and balance already drawn, and is never stored by a cache', async () => {
    const response = await ana.inject({ method: 'GET', url: '/dashboards' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h2>Welcome, Ana &lt;b&gt;Ortiz&lt;/b&gt;</h2>');
    expect(response.body).toContain('Account Balance</p><p class="first-paint-figure">$1,234.56</p>');
  });

  it('carries exactly what the session and dashboard reads answer at that moment', async () => {
    const page = dataIn((await ana.inject({ method: 'GET', url: '/dashboards/' })).body);
    const session = await ana.inject({ method: 'GET', url: '/api/auth/session' });
    const dashboard = await ana.inject({ method: 'GET', url: '/api/me/dashboard' });
    expect(page).toEqual({ session: session.json(), dashboard: dashboard.json() });
  });

  it("shows each investor their own figures only, and no text of theirs can end the page's data early", async () => {
    const response = await ben.inject({ method: 'GET', url: '/dashboards' });
    expect(response.body).not.toContain('Ortiz');
    expect(response.body).not.toContain('$1,234.56');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('$7.00');
    const data = dataIn(response.body);
    expect(data.session.user.fullname).toBe('</script><script>alert(1)</script>');
    expect(data.session.user.balanceCents).toBe(7_00);
  });

  it("greets in the account's language", async () => {
    const french = await signUpUser(t, { fullname: 'Chloé Martin' });
    expect((await french.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'fr' } })).statusCode).toBe(204);
    const body = (await french.inject({ method: 'GET', url: '/dashboards' })).body;
    expect(body).toContain('<div class="first-paint" lang="fr" dir="ltr"><h2>Bienvenue, Chloé Martin</h2>');
    expect(body).toContain('Solde du compte');
  });

  it('is the page as built, kept by no one, without a live session or on a public screen', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/dashboards' });
    const unknownSession = await t.app.inject({ method: 'GET', url: '/dashboards', headers: { cookie: 'sid=not-a-session' } });
    const otherScreen = await ana.inject({ method: 'GET', url: '/faq.html' });
    for (const response of [visitor, unknownSession, otherScreen]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});
