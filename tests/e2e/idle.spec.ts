import { expect, test } from '@playwright/test';
import { unconfirmedInvestor, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';

// These run against the suite's short-idle server (playwright.config.ts): a session there idles out
// after half a minute, so the warning opens after 15 s of stillness. Its mails go to a listener of
// its own, so the investors here sign in with their address unconfirmed.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test('the server signs out a session left idle past its window', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await unconfirmedInvestor(page, baseURL!, 'Idle Tester', uniqueEmail('idle'));
  expect((await page.request.get('/api/auth/session')).status()).toBe(200);
  // The page is left alone past the half-minute window.
  await page.goto('about:blank');
  await page.waitForTimeout(35_000);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  await page.goto('/support');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an idle investor is warned first, and "Stay signed in" keeps the session; the notification poll is a background request', async ({ page, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  // Less motion (the theme honours it), so the warning is measured as it stands, not while it fades in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const polls: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/notifications?limit=1')) polls.push(request.headers()['x-background-request']);
  });
  await unconfirmedInvestor(page, baseURL!, 'Warned Investor', uniqueEmail('idle-warn'));
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible({ timeout: 25_000 });
  await expect(warning.getByRole('timer')).toHaveText(/^0:(1[0-5]|0\d)$/);
  // The warning is a screen like the others: readable, named and labelled for every investor.
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/dashboards$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(200);
  expect(polls.length).toBeGreaterThan(0);
  expect(polls.every((header) => header === '1')).toBe(true);
});

test('activity while the idle warning shows closes it, tells the server and starts the count again', async ({ page, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await unconfirmedInvestor(page, baseURL!, 'Reading Investor', uniqueEmail('idle-move'));
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  const sessionRead = () => page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/session', { timeout: 3_000 });

  await expect(warning).toBeVisible({ timeout: 25_000 });
  let reported = sessionRead();
  await page.mouse.move(300, 200);
  await page.mouse.move(320, 240);
  await expect(warning).toBeHidden();
  await reported;
  // The count starts again from the move: no warning for the next 15 s of the half-minute window.
  await page.waitForTimeout(12_000);
  await expect(warning).toBeHidden();
  await expect(warning).toBeVisible({ timeout: 10_000 });

  reported = sessionRead();
  await page.keyboard.press('Shift');
  await expect(warning).toBeHidden();
  await reported;
  await expect(page).toHaveURL(/\/dashboards$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(200);
});

test('on a phone, an idle investor is signed out on the server too and told why at the site root', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await unconfirmedInvestor(page, baseURL!, 'Idle Investor', uniqueEmail('idle-out'));
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out after 0.5 minutes of inactivity.' })).toBeVisible({ timeout: 25_000 });
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});
