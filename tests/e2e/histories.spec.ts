import { expect, test } from '@playwright/test';
import { PAYOUT_ETH, newInvestor, fundedInvestor, investorPost, planId, balanceLine } from './support/money-fixtures';
import { mailCount, mailedWithdrawalCode } from './support/mail';

test('an MT4 subscription and the other movements appear in the Transactions tabs', async ({ page, baseURL }) => {
  const email = await fundedInvestor(page, baseURL!, 'history', 2000_00);
  await investorPost(page, '/api/investments', { planId: await planId(page, 'Starter'), amountCents: 300_00, fundingSource: 'balance' });
  await investorPost(page, '/api/investments', {
    planId: await planId(page, 'Silver'),
    amountCents: 1500_00,
    fundingSource: 'deposit',
    paymentMethod: 'Litecoin',
  });
  const mailsBefore = await mailCount();
  const withdrawal = { cryptoType: 'ETH', walletAddress: PAYOUT_ETH, amountCents: 75_00 };
  await investorPost(page, '/api/withdrawals/confirmation-code', withdrawal);
  const confirmationCode = await mailedWithdrawalCode(email, mailsBefore);
  await investorPost(page, '/api/withdrawals', { ...withdrawal, confirmationCode });

  await page.goto('/tradinghistory');
  await expect(page.getByRole('heading', { name: 'Transactions on Your Account' })).toBeVisible();
  await expect(balanceLine(page, '$1,625.00')).toBeVisible();

  await page.getByRole('button', { name: 'Subscribe to Trading' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Trading' });
  await dialog.getByLabel('MT4 ID').fill('5012345');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('All fields are required.')).toBeVisible();
  await dialog.getByLabel('Subscription duration').selectOption('Monthly');
  await dialog.getByLabel('MT4 password').fill('mt4-secret-pass');
  await dialog.getByLabel('Account type').selectOption('Live');
  await dialog.getByLabel('Currency').selectOption('USD');
  await dialog.getByLabel('Leverage').selectOption('1:100');
  await dialog.getByLabel('Server').fill('Broker-Live01');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('MT4 subscription submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(balanceLine(page, '$1,525.00')).toBeVisible();
  // Reopened, the dialog starts empty.
  await page.getByRole('button', { name: 'Subscribe to Trading' }).click();
  await expect(dialog.getByLabel('MT4 ID')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const firstRow = (table: string) => page.getByRole('table', { name: table }).getByRole('row').nth(1);
  const deposit = firstRow('Deposits');
  await expect(deposit).toContainText('$1,500.00');
  await expect(deposit).toContainText('Litecoin');
  await expect(deposit).toContainText('Pending');

  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  const headers = page.getByRole('table', { name: 'Withdrawals' }).getByRole('columnheader');
  await expect(headers).toHaveText(['Amount Requested', 'Amount + Charges', 'Receiving Mode', 'Status', 'Date Created']);
  await expect(firstRow('Withdrawals')).toContainText('$75.00');
  await expect(firstRow('Withdrawals')).toContainText('ETH');

  await page.getByRole('tab', { name: 'Investments' }).click();
  const investments = page.getByRole('table', { name: 'Investments' }).getByRole('row');
  await expect(investments).toHaveCount(3);
  await expect(investments.nth(1)).toContainText('Silver');
  await expect(investments.nth(1)).toContainText('Unpaid');
  await expect(investments.nth(2)).toContainText('Starter');
  await expect(investments.nth(2)).toContainText('Active');
  await expect(investments.nth(2)).toContainText('10%');

  await page.getByRole('tab', { name: 'Others' }).click();
  const others = page.getByRole('table', { name: 'Other transactions' }).getByRole('row');
  await expect(others.nth(1)).toContainText('MT4 Subscription');
  await expect(others.nth(1)).toContainText('-$100.00');
  await expect(page.getByRole('table', { name: 'Other transactions' })).toContainText('Adjustment');
});

test('a new investor sees the empty texts of the history screens', async ({ page }) => {
  await newInvestor(page, 'empty');
  await page.goto('/tradinghistory');
  await expect(page.getByText('No deposits found.')).toBeVisible();
  for (const [tab, empty] of [
    ['Withdrawals', 'No withdrawals found.'],
    ['Investments', 'No investments found.'],
    ['Others', 'No other transactions found.'],
  ]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByText(empty)).toBeVisible();
  }
  await page.goto('/dhistory');
  await expect(page.getByText('No deposit history found.')).toBeVisible();
  await page.goto('/whistory');
  await expect(page.getByText('No withdrawals found.')).toBeVisible();
  await page.goto('/accounthistory');
  await expect(page.getByText('No investments found.')).toBeVisible();
});
