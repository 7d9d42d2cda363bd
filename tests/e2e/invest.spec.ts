import { expect, test } from '@playwright/test';
import { SEEDED_BITCOIN_WALLET, newInvestor, fundedInvestor, balanceLine } from './support/money-fixtures';

test('an investor buys a plan from the balance and sees the balance drop', async ({ page, baseURL }) => {
  await fundedInvestor(page, baseURL!, 'buyer', 1000_00);
  await page.goto('/buy-plan');
  await expect(page.getByRole('heading', { name: 'Investment Plans' })).toBeVisible();
  await expect(balanceLine(page, '$1,000.00')).toBeVisible();
  await expect(page.getByText(/Risk disclosure/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Platinum' }).getByText('Unlimited', { exact: true })).toBeVisible();

  const starter = page.getByRole('form', { name: 'Starter' });
  await expect(starter.getByText('$100.00', { exact: true })).toBeVisible();
  // Starter names no referral bonus of its own: the default 5 % is shown.
  await expect(starter.getByText('5%', { exact: true })).toBeVisible();
  const amount = starter.getByLabel('Amount to invest');
  await expect(amount).toHaveAttribute('step', '0.01');

  await amount.fill('99.99');
  await starter.getByRole('button', { name: 'Invest Now' }).click();
  await expect(starter.getByText('Amount must be at least $100.00.')).toBeVisible();
  await amount.fill('1000');
  await starter.getByRole('button', { name: 'Invest Now' }).click();
  await expect(starter.getByText('Amount cannot exceed $999.99.')).toBeVisible();

  await amount.fill('150.25');
  await starter.getByRole('button', { name: 'Invest Now' }).click();
  await expect(starter.getByText('Investment activated successfully!')).toBeVisible();
  await expect(balanceLine(page, '$849.75')).toBeVisible();

  await amount.fill('100');
  await starter.getByRole('button', { name: 'Invest Now' }).click();
  await expect(starter.getByText('You already have an active investment in the "Starter" plan.')).toBeVisible();
  await expect(balanceLine(page, '$849.75')).toBeVisible();

  const silver = page.getByRole('form', { name: 'Silver' });
  await silver.getByLabel('Amount to invest').fill('1000');
  await silver.getByRole('button', { name: 'Invest Now' }).click();
  await expect(silver.getByText('Insufficient balance.')).toBeVisible();
});

test('the invest flow by deposit request ends in the modal with the wallet address and its QR code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newInvestor(page, 'depositor');
  await page.goto('/deposit');
  const progress = page.getByRole('progressbar', { name: 'Investment progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '33');

  const chooseSilver = () => page.getByRole('region', { name: 'Silver' }).getByRole('button', { name: 'Choose Plan' }).click();
  await chooseSilver();
  await expect(progress).toHaveAttribute('aria-valuenow', '66');
  const amount = page.getByLabel('Amount', { exact: true });
  await expect(amount).toHaveValue('1000.00');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select a funding source.')).toBeVisible();
  // Funding-step messages close themselves after 3 s.
  await expect(page.getByText('Please select a funding source.')).toBeHidden({ timeout: 5_000 });
  await page.getByLabel(/Deposit request/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select a payment method.')).toBeVisible();
  await page.getByLabel('Payment method').selectOption('Bitcoin');
  await amount.fill('999.99');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Amount must be at least $1,000.00.')).toBeVisible();

  // Back from funding forgets plan, amount, source and method.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '33');
  await chooseSilver();
  await expect(amount).toHaveValue('1000.00');
  await expect(page.getByLabel(/Deposit request/)).not.toBeChecked();
  await page.getByLabel(/Deposit request/).check();
  await page.getByLabel('Payment method').selectOption('Bitcoin');
  await amount.fill('1250');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(SEEDED_BITCOIN_WALLET)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for the Bitcoin wallet address' })).toBeVisible();
  // Back from confirmation returns to funding with the entries kept.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '66');
  await expect(page.getByLabel('Payment method')).toHaveValue('Bitcoin');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm Investment' }).click();

  const modal = page.getByRole('dialog', { name: 'Investment Deposit Request Submitted' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('$1,250.00', { exact: true })).toBeVisible();
  await expect(modal.getByText('Bitcoin', { exact: true })).toBeVisible();
  await expect(modal.getByText('Silver', { exact: true })).toBeVisible();
  await expect(modal.getByText(SEEDED_BITCOIN_WALLET)).toBeVisible();
  const qr = modal.getByRole('img', { name: 'QR code for the Bitcoin wallet address' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((svg) => svg.querySelectorAll('path').length)).toBeGreaterThan(0);
  await modal.getByRole('button', { name: 'Copy Address' }).click();
  await expect(page.getByText('Wallet address copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SEEDED_BITCOIN_WALLET);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Start New Investment' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '33');

  await page.goto('/dhistory');
  const rows = page.getByRole('table', { name: 'Deposit history' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('$1,250.00');
  await expect(rows.nth(1)).toContainText('Bitcoin');
  await expect(rows.nth(1)).toContainText('Pending');
});
