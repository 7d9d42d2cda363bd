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
