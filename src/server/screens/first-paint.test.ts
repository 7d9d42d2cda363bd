import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useTestApp, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { FIRST_DATA_ELEMENT_ID } from '../../shared/first-data';
import { SIGNED_IN_SCREENS } from '../../shared/signed-in-screens';
import { WITHDRAWAL_CAP_CENTS } from '../../shared/constants';
import { formatUsd } from '../../shared/money';
import { percentText } from '../../shared/percent-text';

const INDEX = '<!doctype html><title>Investor Portal</title><div id="root"></div>';
const client = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
fs.writeFileSync(path.join(client, 'index.html'), INDEX);
afterAll(() => fs.rmSync(client, { recursive: true, force: true }));

const dataIn = (html: string): unknown => {
  const match = new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`no first data in ${html}`);
  return JSON.parse(match[1]!);
};

describe.each(testDatabaseKinds())('a signed-in screen as its investor opens it, on %s', (kind) => {
  const t = useTestApp(kind, {}, { serveClient: true, clientDir: client });
  let ana: SignedInUser;
  beforeAll(async () => {
    ana = await signUpUser(t, { fullname: 'Ana Ortiz' });
  });

  it('arrives with its heading drawn and the session answer the app would ask for, kept by no cache', async () => {
    const response = await ana.inject({ method: 'GET', url: '/dhistory' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(
      '<div id="root"><div class="first-paint" lang="en" dir="ltr"><h2>Deposit History</h2><p class="first-paint-note">Investing carries risk: the value of an investment can fall as well as rise and you may lose money.</p></div></div>',
    );
    const session = await ana.inject({ method: 'GET', url: '/api/auth/session' });
    expect(dataIn(response.body)).toEqual({ session: session.json() });
  });

  it('draws every screen of both path families with its own heading', async () => {
    for (const screen of SIGNED_IN_SCREENS) {
      for (const screenPath of screen.paths) {
        const body = (await ana.inject({ method: 'GET', url: screenPath })).body;
        expect(body, screenPath).toMatch(/<h2>[^<]+<\/h2>/);
      }
    }
    expect((await ana.inject({ method: 'GET', url: '/withdrawal' })).body).toContain('<h2>Withdraw Funds</h2>');
  });

  it("draws the heading in the account's language, right to left where it reads so", async () => {
    expect((await ana.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'ar' } })).statusCode).toBe(204);
    const body = (await ana.inject({ method: 'GET', url: '/support' })).body;
    expect(body).toMatch(
      /<div class="first-paint" lang="ar" dir="rtl"><h2>[^<a-zA-Z]+<\/h2><p class="first-paint-md">[^<a-zA-Z]+<a href="mailto:[^"]+">[^<]+<\/a>[^<a-zA-Z]+<\/p><p class="first-paint-note">[^<a-zA-Z]+<\/p><\/div>/,
    );
  });

  it('draws the paragraph the app shows first with its links, and the support mailbox, escaped', async () => {
    const bo = await signUpUser(t, { fullname: 'Bo Lind' });
    const plans = (await bo.inject({ method: 'GET', url: '/buy-plan' })).body;
    expect(plans).toContain(
      '<p class="first-paint-sm">Risk disclosure: investing involves risk, and you may lose some or all of the amount you invest. A plan&#39;s cumulative profit is a target, not a promise; profit is credited only as it accrues. <a href="/faq.html">Read the full risk disclosure</a>.</p>',
    );
    const support = (await bo.inject({ method: 'GET', url: '/support' })).body;
    expect(support).toContain(
      `<p class="first-paint-md">Write to us at <a href="mailto:${t.ctx.config.supportEmail}">${t.ctx.config.supportEmail}</a> or use the form below.</p>`,
    );
    const security = (await bo.inject({ method: 'GET', url: '/dashboards/manage-account-security' })).body;
    expect(security).toContain('change your password in <a href="/account-settings">Account Settings</a>.</p>');
  });

  it("draws the withdrawal amount's hint with the investor's own maximum and fee, in their language", async () => {
    const cy = await signUpUser(t, { fullname: 'Cy Moss' });
    const user = (await cy.inject({ method: 'GET', url: '/api/auth/session' })).json().user;
    const maximum = formatUsd(Math.min(user.withdrawalLimitCents, WITHDRAWAL_CAP_CENTS.BTC));
    const english = (await cy.inject({ method: 'GET', url: '/withdrawal' })).body;
    expect(english).toContain(`<p class="first-paint-xs">Minimum: $50.00 · Maximum: ${maximum} · Fee: ${percentText(user.withdrawalFeeBps, 'en')}</p>`);
    expect((await cy.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'fr' } })).statusCode).toBe(204);
    const french = (await cy.inject({ method: 'GET', url: '/withdrawal' })).body;
    expect(french).toMatch(
      new RegExp(`<p class="first-paint-xs">[^<]*\\$50\\.00[^<]*${maximum.replace(/[$.]/g, '\\$&')}[^<]*${percentText(user.withdrawalFeeBps, 'fr')}</p>`),
    );
    expect(french).not.toContain('Minimum: $50.00 · Maximum');
  });

  it('is the page as built without a live session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dhistory', headers: { cookie: 'sid=not-a-session' } });
    expect(response.body).toBe(INDEX);
  });
});
