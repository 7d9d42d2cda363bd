import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectKeyboardPopup, expectTabOrder, installSettledStyles, tabTo } from './support/keyboard';
import { investorWithHistory, operatorState, signInInvestor } from './support/tour-accounts';

// Every control reachable with Tab in document order, each showing where the focus is; menus and
// dialogs opened from the keyboard, keeping the focus while open and giving it back on Escape.

let investor: Promise<string> | undefined;

test.beforeEach(({ context }) => installSettledStyles(context));

/** The investor with history, signed in and on the dashboard at the given size. */
async function investorDashboard(page: Page, context: BrowserContext, baseURL: string, viewport: { width: number; height: number }) {
  investor ??= investorWithHistory(baseURL);
  await signInInvestor(context, await investor);
  await page.setViewportSize(viewport);
  await page.goto('/dashboards');
}

test('a keyboard reaches every control of the main screens in order, with a visible focus', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/', '/auth/login', '/auth/register.html']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectTabOrder(page, path);
  }
  investor ??= investorWithHistory(baseURL!);
  await signInInvestor(context, await investor);
  for (const path of ['/dashboards', '/deposit', '/withdrawal', '/tradinghistory', '/account-settings', '/kyc', '/support']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    if (path === '/dashboards') {
      // The two charts load as they come near the screen: brought in first, their attribution links are counted.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('a#tv-attr-logo')).toHaveCount(2);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await expectTabOrder(page, path);
  }
});

test('the avatar menu, the language selector and the MT4 dialog work from the keyboard', async ({ page, context, baseURL }) => {
  await investorDashboard(page, context, baseURL!, { width: 1440, height: 900 });
  const avatar = page.getByRole('button', { name: 'Open user menu' });
  await expectKeyboardPopup(page, avatar, 'Enter', page.getByRole('menu'));
  await expectKeyboardPopup(page, avatar, ' ', page.getByRole('menu'));
  // Opened, the menu focuses its first item; the arrow keys move through the items, and Enter follows one.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Deposit' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account-settings$/);

  // The language list is a native one: the arrow keys choose a language, and it keeps the focus as the page's text changes.
  const language = page.getByRole('combobox', { name: 'Language' }).first();
  await tabTo(page, language);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).not.toHaveAttribute('lang', 'en');
  await expect(page.locator('select:focus')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(language).toBeFocused();

  await page.goto('/tradinghistory');
  await expectKeyboardPopup(
    page,
    page.getByRole('button', { name: 'Subscribe to Trading' }),
    'Enter',
    page.getByRole('dialog', { name: 'Subscribe to Trading' }),
  );
  // The tabs are one stop; the arrow keys choose among them.
  await tabTo(page, page.getByRole('tab', { name: 'Deposits' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Withdrawals' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
});

test('on a phone the navigation opens from the keyboard, keeps the focus and closes on Escape', async ({ page, context, baseURL }) => {
  await investorDashboard(page, context, baseURL!, { width: 390, height: 844 });
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  // Closed, the navigation slides off screen and is inert, so Tab never reaches its links there.
  const navigation = page.locator('nav[aria-label="Main"]');
  await expect(navigation).toHaveAttribute('inert', '');
  await expectKeyboardPopup(page, burger, 'Enter', navigation, () => expect(navigation).toHaveAttribute('inert', ''));
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expectKeyboardPopup(page, page.getByRole('button', { name: 'Open user menu' }), ' ', page.getByRole('menu'));
});

test('the back office dialogs open from the keyboard, keep the focus and give it back on Escape', async ({ browser, baseURL }) => {
  investor ??= investorWithHistory(baseURL!);
  const email = await investor;
  const operator = await browser.newContext({ baseURL, storageState: await operatorState(baseURL!), viewport: { width: 1440, height: 900 } });
  await installSettledStyles(operator);
  const page = await operator.newPage();
  await page.goto('/admin/deposits');
  await page.getByLabel('Search investor').fill(email);
  // The search answers after the typing: wait until only this investor's rows (and the header) are left, or the walk races the filtering.
  const rows = page.getByRole('table', { name: 'Deposits' }).getByRole('row');
  await expect(rows).not.toHaveCount(1);
  await expect(rows.filter({ hasNotText: email })).toHaveCount(1);
  await expectTabOrder(page, '/admin/deposits');
  await expectKeyboardPopup(
    page,
    page.getByRole('button', { name: /^Approve deposit/ }).first(),
    'Enter',
    page.getByRole('dialog', { name: 'Approve request' }),
  );
  await page.goto('/admin/investors');
  await page.getByLabel('Search investor').fill(email);
  await expectKeyboardPopup(page, page.getByRole('button', { name: `Adjust balance of ${email}` }), ' ', page.getByRole('dialog', { name: /Adjust balance/ }));
  await page.goto('/admin/plans');
  await expectKeyboardPopup(page, page.getByRole('button', { name: 'New plan' }), 'Enter', page.getByRole('dialog', { name: 'New plan' }));
  await operator.close();
});
