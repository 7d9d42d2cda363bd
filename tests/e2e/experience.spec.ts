import { expect, test } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';

/** The selector is labelled in the current language. */
async function chooseLanguage(page: import('@playwright/test').Page, selectorLabel: string, name: string) {
  await page.getByRole('combobox', { name: selectorLabel }).first().selectOption({ label: name });
}

test('switching to Spanish translates the dashboard and Arabic turns it right-to-left; the choice persists', async ({ page }) => {
  await registerThroughForm(page, { fullname: 'Lingua Franca', email: uniqueEmail('lang') });
  await chooseLanguage(page, 'Language', 'Español');
  await expect(page.getByText('Bienvenido, Lingua Franca')).toBeVisible();
  await expect(page.getByText('Saldo de la cuenta', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await chooseLanguage(page, 'Idioma', 'العربية');
  await expect(page.getByText('مرحبًا، Lingua Franca')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.reload();
  await expect(page.getByText('مرحبًا، Lingua Franca')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the dark/light choice persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about.html');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('a first visit follows the system colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/faq.html');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

for (const path of [
  '/',
  '/home.html',
  '/about.html',
  '/contact.html',
  '/faq.html',
  '/terms.html',
  '/plans.html',
  '/kyc.html',
  '/privacy.html',
  '/auth/login',
  '/auth/register.html',
]) {
  test(`public page ${path} loads without a console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Investor Portal' })).toBeVisible();
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the dashboard coin ticker shows 10 coins with price and change, labelled as sample data', async ({ page }) => {
  await registerThroughForm(page, { fullname: 'Ticker Watcher', email: uniqueEmail('ticker') });
  const ticker = page.getByRole('region', { name: 'Coin prices' });
  await expect(ticker.getByTestId('coin-ticker-item')).toHaveCount(10);
  await expect(ticker.getByTestId('coin-ticker-item').first()).toContainText(/BTC\s*\$[\d,]+\.\d{2}\s*[+-]\d+(\.\d+)?%/);
  await expect(ticker).toContainText('Sample market data');
  // Squeezed into the row, a change badge used to shrink to an empty dot with its text clipped.
  const clipped = await ticker
    .getByTestId('coin-ticker-item')
    .evaluateAll(
      (items) => items.filter((item) => [...item.querySelectorAll<HTMLElement>('*')].some((part) => part.scrollWidth > part.clientWidth + 1)).length,
    );
  expect(clipped).toBe(0);
});

// A screen whose catalogue area is not loaded shows its keys ("history.empty.deposits") instead of text.
const RAW_KEY =
  /\b(?:shell|auth|dashboard|market|mt4|moneyUi|messages|history|invest|plans|withdrawal|account|kyc|referrals|support|notifications|public)\.[a-z][A-Za-z]+/;
const SIGNED_IN_PATHS = [
  '/dashboards',
  '/buy-plan',
  '/deposit',
  '/tradinghistory',
  '/dhistory',
  '/whistory',
  '/accounthistory',
  '/withdrawal',
  '/account-settings',
  '/dashboards/manage-account-security',
  '/referuser',
  '/support',
  '/kyc',
  '/notification',
];

test('every signed-in screen shows its text, not catalogue keys, in English and in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, { fullname: 'Key Finder', email: uniqueEmail('keys') });
  for (const language of ['English', 'Español']) {
    // The selector is labelled in the language being left: English first, then Spanish.
    if (language !== 'English') await chooseLanguage(page, 'Language', language);
    for (const path of SIGNED_IN_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(await page.locator('body').innerText(), `${language} ${path}`).not.toMatch(RAW_KEY);
    }
  }
});

test('every signed-in screen fits a 360 px wide phone without sideways scrolling of the page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await registerThroughForm(page, { fullname: 'Small Screen', email: uniqueEmail('phone') });
  const overflowing: string[] = [];
  for (const path of SIGNED_IN_PATHS) {
    await page.goto(path);
    await page.mouse.move(5 + SIGNED_IN_PATHS.indexOf(path), 5);
    await expect(page.getByRole('heading').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) overflowing.push(`${path}: ${width}px`);
  }
  expect(overflowing).toEqual([]);
});
