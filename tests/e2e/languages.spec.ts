import { expect, test } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';
import { catalogue, englishLeftovers, offeredCodes, switchLanguage } from './support/catalogues';

const NAME = 'Lingua Franca';

test('the selector offers exactly the complete catalogues, and each shows the dashboard with no English left', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughForm(page, { fullname: NAME, email: uniqueEmail('languages') });
  const offered = await page
    .locator('select:has(option[value="en"])')
    .first()
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered.sort()).toEqual(offeredCodes());

  const leftovers: string[] = [];
  for (const code of offeredCodes().filter((code) => code !== 'en')) {
    await switchLanguage(page, code);
    await expect(page.getByText(catalogue(code)['dashboard.welcome']!.replace('{{name}}', NAME))).toBeVisible();
    leftovers.push(...englishLeftovers(await page.locator('body').innerText(), code).map((english) => `${code}: ${english}`));
  }
  expect(leftovers).toEqual([]);
});

test('a language stored without a catalogue shows English, and the page says so', async ({ page }) => {
  await page.goto('/about.html');
  await page.evaluate(() => localStorage.setItem('language', 'xx'));
  await page.reload();
  await expect(page.getByRole('heading', { name: catalogue('en')['public.about.title'], exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
