import { expect, test } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';
import { fundedInvestor, investorPost, planId } from './support/money-fixtures';

test('a new investor sees first steps, an empty chart, and the sample market material only below their own figures (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughForm(page, { fullname: 'New Investor', email: uniqueEmail('dash-new') });
  const steps = page.getByRole('region', { name: 'First steps' });
  await expect(steps.getByRole('listitem')).toHaveText([
    /Confirm your e-mail address\s*\(done\)/,
    /Verify your identity \(KYC\)\s*\(to do\)/,
    /Make your first deposit\s*\(to do\)/,
  ]);
  await expect(steps.getByRole('link', { name: 'Make your first deposit' })).toHaveAttribute('href', '/deposit');
  const money = page.getByRole('region', { name: 'Your money' });
  await expect(money).toContainText('Invested in plans$0.00');
  await expect(money).toContainText('No active plans yet.');
  await expect(page.getByRole('region', { name: 'Balance and profit' })).toContainText('Your balance and profit will be charted here');
  const ownTop = (await money.boundingBox())!.y;
  const marketTop = (await page.getByRole('heading', { name: 'Market overview' }).boundingBox())!.y;
  expect(marketTop).toBeGreaterThan(ownTop);
  await expect(page.getByRole('region', { name: 'Coin prices' })).toContainText('Sample market data');
});

test('an investor with a plan sees the money in it, its progress to maturity and a balance chart (1440 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await fundedInvestor(page, baseURL!, 'dash-plan', 1_000_00);
  await investorPost(page, '/api/investments', { planId: await planId(page, 'Starter'), amountCents: 300_00, fundingSource: 'balance' });
  await page.goto('/dashboards');
  const money = page.getByRole('region', { name: 'Your money' });
  await expect(money).toContainText('Account Funds$700.00');
  await expect(money).toContainText('Invested in plans$300.00');
  const plan = money.getByTestId('active-plan');
  await expect(plan).toContainText('Starter · $300.00');
  await expect(plan).toContainText(/Day 0 of \d+/);
  await expect(plan.getByRole('progressbar', { name: 'Starter', includeHidden: true })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('region', { name: 'Balance and profit' }).locator('canvas').first()).toBeVisible();
});
