import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { registerThroughForm, uniqueEmail } from './support/accounts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('public screens have no serious accessibility violation', async ({ page }) => {
  for (const path of ['/', '/faq.html', '/auth/login', '/auth/register.html']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the main signed-in screens have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughForm(page, { fullname: 'Axe Checker', email: uniqueEmail('axe') });
  for (const path of ['/dashboards', '/buy-plan', '/deposit', '/withdrawal', '/tradinghistory', '/account-settings', '/kyc', '/referuser', '/support']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('in dark mode, on a desktop and on a phone, the screens have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1440, height: 900 });
  const failures: string[] = [];
  for (const path of ['/', '/auth/login']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('heading').first()).toBeVisible();
    failures.push(...(await seriousViolations(page)).map((line) => `public ${path} ${line}`));
  }
  await registerThroughForm(page, { fullname: 'Dark Checker', email: uniqueEmail('axe-dark') });
  for (const [width, paths] of [
    // The screens with the most kinds of text (dimmed notes, badges, filled buttons); the light test covers the rest.
    [1440, ['/dashboards', '/deposit', '/tradinghistory']],
    [390, ['/dashboards', '/withdrawal']],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await page.mouse.move(5, 5);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      failures.push(...(await seriousViolations(page)).map((line) => `${width}px ${path} ${line}`));
    }
  }
  expect(failures).toEqual([]);
});
