import { expect, type Page, test } from '@playwright/test';
import { unconfirmedInvestor, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';

// These run against the suite's short-idle server (playwright.config.ts): a session there idles out
// after half a minute, so the warning opens after 15 s of stillness. Its mails go to a listener of
// its own, so the investors here sign in with their address unconfirmed. The server's own window is
// waited out in real time; the page's countdown runs on the browser's clock, which the tests move on
// (Playwright's clock: time flows as usual and jumps where a test says), firing the page's timers
// as the wait would.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * The countdown starts with the shell's parts drawn after the screen (its footer among them; the
 * sign-in page's own footer may still be leaving): moving the clock before would move it for nothing.
 */
const countdownStarted = (page: Page) => expect(page.locator('.mantine-AppShell-main footer')).toBeVisible();

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
  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  // Less motion (the theme honours it), so the warning is measured as it stands, not while it fades in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const polls: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/notifications?limit=1')) polls.push(request.headers()['x-background-request']);
  });
  await unconfirmedInvestor(page, baseURL!, 'Warned Investor', uniqueEmail('idle-warn'));
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await countdownStarted(page);
  await expect(warning).toBeHidden();
  await page.clock.fastForward(16_000);
  await expect(warning).toBeVisible();
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
  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await unconfirmedInvestor(page, baseURL!, 'Reading Investor', uniqueEmail('idle-move'));
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  const sessionRead = () => page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/session', { timeout: 3_000 });

  await countdownStarted(page);
  await page.clock.fastForward(16_000);
  await expect(warning).toBeVisible();
  let reported = sessionRead();
  await page.mouse.move(300, 200);
  await page.mouse.move(320, 240);
  await expect(warning).toBeHidden();
  await reported;
  // The count starts again from the move: no warning for the next 15 s of the half-minute window.
  await page.clock.fastForward(12_000);
  await expect(warning).toBeHidden();
  await page.clock.fastForward(4_000);
  await expect(warning).toBeVisible();

  reported = sessionRead();
  await page.keyboard.press('Shift');
  await expect(warning).toBeHidden();
  await reported;
  await expect(page).toHaveURL(/\/dashboards$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(200);
});

test('on a phone, an idle investor is signed out on the server too and told why at the site root', async ({ page, baseURL }) => {
  await page.clock.install();
  await page.setViewportSize(PHONE);
  await unconfirmedInvestor(page, baseURL!, 'Idle Investor', uniqueEmail('idle-out'));
  await countdownStarted(page);
  await page.clock.fastForward(16_000);
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out after 0.5 minutes of inactivity.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});
