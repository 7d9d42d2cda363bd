import { expect, test, type Page } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';

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
