import { expect, test, type Page } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';
import { catalogue, englishLeftovers, isRtl, offeredCodes } from './support/catalogues';

const NAME = 'Lingua Franca';
const RIGHT_TO_LEFT = offeredCodes().filter(isRtl);

/** Switches in place with the header's selector (its label changes with the language, its options do not). */
async function switchTo(page: Page, code: string) {
  await page.locator('select:has(option[value="en"])').first().selectOption(code);
  // Activity, so the browser's idle logout (half a minute on the e2e server) leaves us signed in.
  await page.mouse.move(10 + Math.random() * 50, 10);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.locator('html')).toHaveAttribute('dir', isRtl(code) ? 'rtl' : 'ltr');
}

test('the selector offers exactly the complete catalogues, and each shows the dashboard with no English left', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughForm(page, { fullname: NAME, email: uniqueEmail('languages') });
  const offered = await page.locator('select:has(option[value="en"])').first().locator('option').evaluateAll((options) =>
    options.map((option) => (option as HTMLOptionElement).value),
  );
  expect(offered.sort()).toEqual(offeredCodes());

  const leftovers: string[] = [];
  for (const code of offeredCodes().filter((code) => code !== 'en')) {
    await switchTo(page, code);
    await expect(page.getByText(catalogue(code)['dashboard.welcome']!.replace('{{name}}', NAME))).toBeVisible();
    await expect(page.getByText(catalogue(code)['dashboard.accountBalance']!, { exact: true }).first()).toBeVisible();
    leftovers.push(...englishLeftovers(await page.locator('body').innerText(), code).map((english) => `${code}: ${english}`));
  }
  expect(leftovers).toEqual([]);
});

test('right-to-left languages lay out the dashboard, the invest flow and the withdrawal form from the right', async ({ page }, testInfo) => {
  test.skip(RIGHT_TO_LEFT.length === 0, 'no right-to-left catalogue yet');
  test.setTimeout(60_000);
  await registerThroughForm(page, { fullname: NAME, email: uniqueEmail('rtl') });
  for (const [screen, path] of [['dashboard', '/dashboards'], ['invest', '/deposit'], ['withdrawal', '/withdrawal']] as const) {
    await page.goto(path);
    for (const code of RIGHT_TO_LEFT) {
      await switchTo(page, code);
      await expect(page.getByRole('heading').first()).toBeVisible();
      // The sidebar sits on the right and the page does not scroll sideways.
      const navbar = (await page.locator('.mantine-AppShell-navbar').boundingBox())!;
      expect(navbar.x + navbar.width, `${code} ${screen}`).toBeGreaterThan(page.viewportSize()!.width - 5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${code} ${screen}`).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`rtl-${code}-${screen}.png`) });
    }
  }
});

test('a language stored without a catalogue shows English, and the page says so', async ({ page }) => {
  await page.goto('/about.html');
  await page.evaluate(() => localStorage.setItem('language', 'xx'));
  await page.reload();
  await expect(page.getByRole('heading', { name: catalogue('en')['public.about.title'], exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
