import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fundedInvestor, investorPost } from './support/money-fixtures';
import { mailCount, mailedWithdrawalCode, mailsTo } from './support/mail';
import { signInOperator } from './support/operator';

const PAYOUT_LTC = 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9';

/**
 * The e2e server pays Litecoin withdrawals out through a fake BTCPay store (support/btcpay-store.ts).
 * The operator approves without a transaction hash, the store's remote control completes the payout
 * and sends its signed webhook, as BTCPay does once the payout's transaction is broadcast.
 */
test('an operator approves a Litecoin withdrawal, BTCPay pays it out, and the investor sees it completed with its transaction', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two operators (one proposes the credit, the other approves it); a worker's first sign-in of each may
  // wait for a fresh 30-second authenticator step.
  test.setTimeout(240_000);
  const email = await fundedInvestor(page, baseURL!, 'payout', 500_00);
  const details = { cryptoType: 'LTC', walletAddress: PAYOUT_LTC, amountCents: 120_00 };
  const before = await mailCount();
  await investorPost(page, '/api/withdrawals/confirmation-code', details);
  const confirmationCode = await mailedWithdrawalCode(email, before);
  const { withdrawal } = await investorPost(page, '/api/withdrawals', { ...details, confirmationCode });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInOperator(admin, baseURL!);
  await admin.goto('/admin/withdrawals');
  await admin.getByLabel('Search investor').fill(email);
  const queue = admin.getByRole('table', { name: 'Withdrawals' });
  await expect(queue.getByRole('row')).toHaveCount(2);
  await queue.getByRole('button', { name: `Approve withdrawal of $120.00 LTC by ${email}` }).click();
  await admin.getByRole('dialog', { name: 'Approve request' }).getByRole('button', { name: 'Confirm approval' }).click();
  // Handed to BTCPay, it leaves the pending queue and is listed as being sent.
  await expect(admin.getByText('Nothing here.')).toBeVisible();
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'sending' }).click();
  await expect(queue.getByRole('row').nth(1)).toContainText('Being sent · AwaitingPayment');
  await adminContext.close();

  const store = readFileSync(path.join(tmpdir(), `e2e-btcpay-store-${new URL(baseURL!).port}.url`), 'utf8');
  const webhook = encodeURIComponent(`${baseURL}/api/webhooks/btcpay`);
  const completed = await (await fetch(`${store}/fake/payouts/${withdrawal.id}/complete?to=${webhook}`, { method: 'POST' })).json();
  expect(completed.status).toBe(200);
  const txHash: string = completed.transactionId;

  await page.goto('/tradinghistory');
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  const row = page.getByRole('table', { name: 'Withdrawals' }).getByRole('row').nth(1);
  await expect(row).toContainText('$120.00');
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('link', { name: txHash })).toHaveAttribute('href', `https://litecoinspace.org/tx/${txHash}`);
  await expect.poll(async () => (await mailsTo(email)).some((mail) => mail.html.includes(txHash)), { timeout: 30_000 }).toBe(true);
});
