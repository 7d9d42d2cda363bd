import { expect, test, type Page } from '@playwright/test';
import { newInvestor } from './support/money-fixtures';

async function reachConfirmation(page: Page, method: string) {
  await page.goto('/deposit');
  await page.getByRole('region', { name: 'Silver' }).getByRole('button', { name: 'Choose Plan' }).click();
  await page.getByLabel(/Deposit request/).check();
  await page.getByLabel('Payment method').selectOption(method);
  await page.getByLabel('Amount', { exact: true }).fill('1250');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('deposit instructions name the network, the USD amount without a market feed, the order of confirming and paying, and what happens next', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newInvestor(page, 'instructions');
  await reachConfirmation(page, 'Bitcoin');
  const howToPay = page.getByRole('alert').filter({ hasText: 'How to pay' });
  await expect(howToPay.getByRole('listitem')).toHaveText([
    'Confirm the investment first, then send the payment to this address.',
    'Network: Bitcoin network. A payment sent on another network is lost.',
    "Send crypto worth $1,250.00. No live exchange rate is set up here, so the amount is in US dollars: use your wallet's current rate.",
    'What happens next: when your payment arrives, an operator confirms the deposit, your Silver plan starts and you get a notification and an e-mail.',
  ]);
  await page.getByRole('button', { name: 'Confirm Investment' }).click();
  const modal = page.getByRole('dialog', { name: 'Investment Deposit Request Submitted' });
  // Once confirmed, only paying is left: the order line goes.
  await expect(modal.getByRole('listitem')).toHaveCount(3);
  await expect(modal).toContainText('Network: Bitcoin network.');
});

test('a USDT method on Tron is named as such at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await newInvestor(page, 'instructions-usdt');
  await reachConfirmation(page, 'USDT (TRC20)');
  await expect(page.getByText('Network: USDT on Tron (TRC-20). A payment sent on another network is lost.')).toBeVisible();
});
