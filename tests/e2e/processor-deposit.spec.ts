import { expect, test } from '@playwright/test';
import { newInvestor } from './support/money-fixtures';

/**
 * The e2e server sends TRON deposits to a fake BTCPay store (support/btcpay-store.ts); the checkout
 * link on screen names the store and the invoice, and the store's remote control settles it and
 * sends its signed webhook, as BTCPay does when the payment confirms.
 */
test('a deposit paid through BTCPay activates the plan with no operator action', async ({ page, baseURL }) => {
  await newInvestor(page, 'processor');
  await page.goto('/deposit');
  await page.getByRole('region', { name: 'Starter' }).getByRole('button', { name: 'Choose Plan' }).click();
  await page.getByLabel(/Deposit request/).check();
  await page.getByLabel('Payment method').selectOption('TRON');
  await page.getByLabel('Amount', { exact: true }).fill('150');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm Investment' }).click();

  const dialog = page.getByRole('dialog', { name: 'Investment Deposit Request Submitted' });
  await expect(dialog.getByTestId('wallet-address')).toHaveText(/^bcrt1q\w+$/);
  await expect(dialog.getByRole('img', { name: 'QR code for the TRON wallet address' })).toBeVisible();
  await expect(dialog.getByText(/^Send exactly \d+\.\d{8} TRON\.$/)).toBeVisible();
  const checkout = new URL((await dialog.getByRole('link', { name: "Or pay on the payment processor's page." }).getAttribute('href'))!);
  const invoiceId = checkout.pathname.replace(/^\/i\//, '');

  const store = (action: string) => fetch(`${checkout.origin}/fake/invoices/${invoiceId}/${action}`, { method: 'POST' }).then((response) => response.json());
  await store('settle');
  expect(await store(`deliver?to=${encodeURIComponent(`${baseURL}/api/webhooks/btcpay`)}`)).toEqual({ status: 200 });

  await page.goto('/tradinghistory');
  await page.getByRole('tab', { name: 'Investments' }).click();
  const investment = page.getByRole('table', { name: 'Investments' }).getByRole('row').nth(1);
  await expect(investment).toContainText('Starter');
  await expect(investment).toContainText('Active');
});
