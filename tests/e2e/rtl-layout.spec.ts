import { expect, test } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';
import { isRtl, offeredCodes, switchLanguage } from './support/catalogues';

const RIGHT_TO_LEFT = offeredCodes().filter(isRtl);

test('right-to-left languages lay out the dashboard, the invest flow and the withdrawal form from the right', async ({ page }, testInfo) => {
  expect(RIGHT_TO_LEFT).toEqual(['ar', 'fa', 'he', 'ur']);
  test.setTimeout(60_000);
  await registerThroughForm(page, { fullname: 'Lingua Franca', email: uniqueEmail('rtl') });
  for (const [screen, path] of [
    ['dashboard', '/dashboards'],
    ['invest', '/deposit'],
    ['withdrawal', '/withdrawal'],
  ] as const) {
    await page.goto(path);
    for (const code of RIGHT_TO_LEFT) {
      await switchLanguage(page, code);
      await expect(page.getByRole('heading').first()).toBeVisible();
      // The sidebar sits on the right and the page does not scroll sideways.
      const navbar = (await page.locator('.mantine-AppShell-navbar').boundingBox())!;
      expect(navbar.x + navbar.width, `${code} ${screen}`).toBeGreaterThan(page.viewportSize()!.width - 5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${code} ${screen}`).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`rtl-${code}-${screen}.png`) });
    }
  }
});
