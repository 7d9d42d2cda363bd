import { expect, test } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';

test('a visitor registers through a referral link and lands on their dashboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughForm(page, { fullname: 'Referrer Person', email: uniqueEmail('referrer') });
  const referrerLink = await page.getByLabel('Referral link').inputValue();
  const referralId = new URL(referrerLink).searchParams.get('referralid');
  expect(referralId).toBeTruthy();

  await page.context().clearCookies();
  await registerThroughForm(page, { fullname: 'Ada Lovelace', email: uniqueEmail('referred'), referralId: referralId! });
  await expect(page.getByText('Welcome, Ada Lovelace')).toBeVisible();
  await expect(page.getByText('$0.00').first()).toBeVisible();

  const ownLink = await page.getByLabel('Referral link').inputValue();
  expect(ownLink).toMatch(/\/auth\/register\.html\?referralid=[A-Z0-9]+$/);
  expect(ownLink).not.toContain(referralId!);

  await page.getByRole('button', { name: /copy/i }).first().click();
  await expect(page.getByText('Referral link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ownLink);

  for (const card of ['Account Balance', 'Total Profit', 'Total Deposits', 'Total Referral Bonus']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
});

test('the registration form is pre-filled from the referralid parameter', async ({ page }) => {
  await page.goto('/auth/register.html?referralid=ABCD2345');
  await expect(page.getByLabel(/referral id/i)).toHaveValue('ABCD2345');
});

test('logging out through the header ends the session', async ({ page }) => {
  await registerThroughForm(page, { fullname: 'Logout Tester', email: uniqueEmail('logout') });
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tradinghistory');
  await expect(page).toHaveURL(/\/auth\/login$/);
  const session = await page.request.get('/api/auth/session');
  expect(session.status()).toBe(401);
});

test('signed-out visitors are sent to the login, and from the dashboard home to the root', async ({ page }) => {
  await page.goto('/withdrawal');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an unknown path falls back to the public home page', async ({ page }) => {
  await page.goto('/no-such-screen');
  await expect(page).toHaveURL(/\/home\.html$/);
});

test('a path with no screen answers 404 and its fallback still takes the browser to /home.html', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/home\.html$/);
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /');
  const api = await page.request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe('NOT_FOUND');
});
