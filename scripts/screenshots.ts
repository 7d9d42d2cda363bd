// `npm run screenshots`: drives the real built app in Debian's Chromium and saves the main screens
// to docs/screenshots/, which the README shows. A fresh data directory each run, so the pictures show
// the seeded demo investor after a few real requests, never someone's data.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_INVESTOR } from '../src/server/seed/seed-if-empty';
import { serverNodeArgs } from './server-command.mjs';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 3199);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/screenshots';
const ADMIN = { email: 'admin@example.com', password: 'admin-password-screens' };
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Screens an investor sees, in the order the README lists them. */
const INVESTOR_SCREENS: Array<[file: string, path: string]> = [
  ['dashboard', '/dashboards'],
  ['investment-plans', '/buy-plan'],
  ['invest-flow', '/deposit'],
  ['withdrawal', '/withdrawal'],
  ['transactions', '/tradinghistory'],
  ['account-settings', '/account-settings'],
  ['kyc', '/kyc'],
  ['referrals', '/referuser'],
];

// A loaded machine (migrations, the seed's password hashes, other suites on the same cores) can
// take well over a minute to start the server; it answers /api/health once it listens.
const SERVER_START_LIMIT_MS = 180_000;

/** Waits for the server's health check, and gives up at once if the server has exited. */
async function waitForServer(server: ChildProcess) {
  const deadline = Date.now() + SERVER_START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it answered`);
    try {
      if ((await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${BASE}/api/health within ${SERVER_START_LIMIT_MS / 1000} s`);
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/(dashboards|admin)/);
}

/** The back office opens only to an operator with two-factor sign-in: set it up as an authenticator app would. */
async function enrolTwoFactor(page: Page) {
  const headers = { 'x-csrf-token': (await (await page.request.get('/api/auth/session')).json()).csrfToken };
  const { secret } = await (await page.request.post('/api/me/two-factor', { headers })).json();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const confirmed = await page.request.post('/api/me/two-factor/confirm', { headers, data: { code } });
  if (!confirmed.ok()) throw new Error(`two-factor enrolment: ${confirmed.status()} ${await confirmed.text()}`);
}

/** A few real requests so the histories are not empty: a plan bought, a deposit requested, a withdrawal. */
async function makeHistory(page: Page) {
  const { csrfToken } = await (await page.request.get('/api/auth/session')).json();
  const send = async (method: 'POST' | 'PUT', url: string, data: unknown) => {
    const response = await page.request.fetch(url, { method, data, headers: { 'x-csrf-token': csrfToken, 'idempotency-key': crypto.randomUUID() } });
    if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  };
  const post = (url: string, data: unknown) => send('POST', url, data);
  const put = (url: string, data: unknown) => send('PUT', url, data);
  const { plans } = await (await page.request.get('/api/plans')).json();
  await post('/api/investments', { planId: plans[0].id, amountCents: plans[0].minCents, fundingSource: 'balance' });
  await post('/api/investments', { planId: plans[1].id, amountCents: plans[1].minCents, fundingSource: 'deposit', paymentMethod: 'Bitcoin' });
  // The demo investor confirms withdrawals with a mailed code by default; this run has no mailbox, so
  // it turns that off first, as Other Settings does.
  await put('/api/me/email-preferences', { otpsend: 'No', roiemail: 'Yes', invplanemail: 'Yes' });
  await post('/api/withdrawals', { cryptoType: 'BTC', walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amountCents: 250_00 });
}

async function capture(page: Page, file: string, url: string) {
  await page.goto(url);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(OUT, `${file}.png`), fullPage: false });
  console.log(`saved ${OUT}/${file}.png`);
}

if (!existsSync('dist/client/index.html') && spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
mkdirSync(OUT, { recursive: true });
const server = spawn(process.execPath, serverNodeArgs(), {
  // Its errors show, so a server that cannot start says why.
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'screenshots-')),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_IDLE_MINUTES: '30',
  },
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  await waitForServer(server);
  const desktop = await browser.newPage({ baseURL: BASE, viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  await capture(desktop, 'landing', '/');
  await signIn(desktop, DEMO_INVESTOR);
  await makeHistory(desktop);
  for (const [file, url] of INVESTOR_SCREENS) await capture(desktop, file, url);

  const phone = await browser.newPage({ baseURL: BASE, viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
  await signIn(phone, DEMO_INVESTOR);
  await capture(phone, 'dashboard-phone-dark', '/dashboards');

  const operator = await browser.newPage({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
  await signIn(operator, ADMIN);
  await enrolTwoFactor(operator);
  await capture(operator, 'admin-console', '/admin');
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
