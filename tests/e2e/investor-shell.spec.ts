import { expect, test, type Page } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Elements whose text is cut off (an ellipsis or a clipped box). */
const clippedCount = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (elements) =>
        elements.filter((element) => [element, ...element.querySelectorAll<HTMLElement>('*')].some((part) => part.scrollWidth > part.clientWidth + 1)).length,
    );

test('on a 390 px phone the public header keeps Register on screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/auth/login');
  const register = await page.locator('header').first().getByRole('link', { name: 'Register' }).boundingBox();
  expect(register).not.toBeNull();
  expect(register!.x + register!.width).toBeLessThanOrEqual(PHONE.width);
});

test('on a 390 px phone the header shows the brand and the avatar on screen, badges read whole, and the menu signs out', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerThroughForm(page, { fullname: 'Phone Investor', email: uniqueEmail('phone-shell') });
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: 'Investor Portal' })).toBeVisible();
  const avatar = await header.getByRole('button', { name: 'Open user menu' }).boundingBox();
  expect(avatar).not.toBeNull();
  expect(avatar!.x).toBeGreaterThanOrEqual(0);
  expect(avatar!.x + avatar!.width).toBeLessThanOrEqual(PHONE.width);

  const sampleTable = page.getByRole('table').filter({ hasText: 'Wallet' });
  await sampleTable.scrollIntoViewIfNeeded();
  expect(await clippedCount(page, '.mantine-Badge-root')).toBe(0);

  await header.getByRole('button', { name: 'Toggle navigation' }).click();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
  await navigation.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});

test('between 768 and 991 px the sidebar offers Deposit and Withdraw; at 1440 px the header does', async ({ page }) => {
  await page.setViewportSize({ width: 860, height: 900 });
  await registerThroughForm(page, { fullname: 'Tablet Investor', email: uniqueEmail('tablet-shell') });
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Withdraw', exact: true })).toBeVisible();

  await page.setViewportSize(DESKTOP);
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: 'Fund your Account' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Withdraw Funds' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Deposit', exact: true })).toBeHidden();
});

// The e2e server's idle window is half a minute, so the warning opens after 15 s of stillness.
test('an idle investor is warned first, and "Stay signed in" keeps the session; the notification poll is a background request', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Less motion (the theme honours it), so the warning is measured as it stands, not while it fades in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const polls: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/notifications?limit=1')) polls.push(request.headers()['x-background-request']);
  });
  await registerThroughForm(page, { fullname: 'Warned Investor', email: uniqueEmail('idle-warn') });
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

test('activity while the idle warning shows closes it, tells the server and starts the count again', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerThroughForm(page, { fullname: 'Reading Investor', email: uniqueEmail('idle-move') });
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

test('on a phone, an idle investor is signed out on the server too and told why at the site root', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerThroughForm(page, { fullname: 'Idle Investor', email: uniqueEmail('idle-out') });
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out after 0.5 minutes of inactivity.' })).toBeVisible({ timeout: 25_000 });
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});

test('in Arabic, a price change reads "+1.84%" with the sign first, at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerThroughForm(page, { fullname: 'Arabic Reader', email: uniqueEmail('bidi') });
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const change = page.getByTestId('coin-ticker-item').first().locator('bdi');
  await expect(change).toContainText('+');
  // Where the sign and the percent sign are drawn: the sign must be on the left, as in "+1.84%".
  const [plusX, percentX] = await change.evaluate((element) => {
    const text = element.firstChild!;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    const content = text.textContent!;
    return [at(content.indexOf('+')), at(content.search(/[%٪]/))];
  });
  expect(plusX).toBeLessThan(percentX);
});
