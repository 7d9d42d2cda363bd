import { expect, test } from '@playwright/test';
import { PAYOUT_BTC, PAYOUT_ETH, signInAdmin, newInvestor, investorPost, balanceLine } from './support/money-fixtures';
import { mailCount, mailedWithdrawalCode } from './support/mail';

test('a withdrawal without a fee goes straight through; with a fee the fee modal asks first', async ({ page, baseURL }) => {
  const email = await newInvestor(page, 'withdrawer');
  // One operator session for the opening credit and, later, the fee.
  const admin = await signInAdmin(baseURL!);
  await admin.credit(email, 1000_00);
  await investorPost(
    page,
    '/api/me/crypto-addresses',
    {
      btc_address: PAYOUT_BTC,
      eth_address: PAYOUT_ETH,
      ltc_address: '',
      usdt_address: '',
      tron_address: '',
    },
    'PUT',
  );

  await page.goto('/withdrawal');
  await expect(page.getByLabel('Cryptocurrency')).toHaveValue('BTC');
  await expect(page.getByLabel('Wallet address')).toHaveValue(PAYOUT_BTC);
  await page.getByLabel('Cryptocurrency').selectOption('ETH');
  await expect(page.getByLabel('Wallet address')).toHaveValue(PAYOUT_ETH);
  await page.getByLabel('Cryptocurrency').selectOption('BTC');
  await expect(page.getByText('Minimum: $50.00 · Maximum: $1,000.00 · Fee: 0%')).toBeVisible();

  const amount = page.getByLabel('Amount', { exact: true });
  const requestWithdrawal = () => page.getByRole('button', { name: 'Request Withdrawal' }).click();
  // The saved address with its last character mistyped: still bech32-shaped, but its checksum fails.
  await page.getByLabel('Wallet address').fill(`${PAYOUT_BTC.slice(0, -1)}p`);
  await amount.fill('100');
  await requestWithdrawal();
  await expect(page.getByText('Please enter a valid BTC address.')).toBeVisible();
  await expect(balanceLine(page, '$1,000.00')).toBeVisible();
  await page.getByLabel('Wallet address').fill(PAYOUT_BTC);

  await amount.fill('49.99');
  await requestWithdrawal();
  await expect(page.getByText('Amount must be at least $50.')).toBeVisible();

  // With "Send me one-time passcodes by e-mail" on (the default), each withdrawal needs a mailed code.
  const confirmationCode = page.getByLabel('Confirmation code');
  const enterMailedCode = async () => {
    const mailsBefore = await mailCount();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We have emailed you a 6-digit confirmation code. It is valid for 10 minutes.')).toBeVisible();
    await confirmationCode.fill(await mailedWithdrawalCode(email, mailsBefore));
  };
  await amount.fill('100');
  await requestWithdrawal();
  await expect(page.getByText('Please enter the confirmation code we emailed you.')).toBeVisible();
  await confirmationCode.fill('000000');
  await requestWithdrawal();
  await expect(page.getByText('The confirmation code is wrong, has expired or was already used. Please request a new one.')).toBeVisible();
  await expect(balanceLine(page, '$1,000.00')).toBeVisible();
  await enterMailedCode();
  await requestWithdrawal();
  await expect(page.getByText('Withdrawal submitted successfully.')).toBeVisible();
  await expect(confirmationCode).toHaveValue('');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(balanceLine(page, '$900.00')).toBeVisible();

  await admin.setWithdrawalFee(email, 250);
  await admin.dispose();
  await page.reload();
  await expect(page.getByText('Minimum: $50.00 · Maximum: $1,000.00 · Fee: 2.5%')).toBeVisible();
  await amount.fill('200');
  await enterMailedCode();
  const feeModal = page.getByRole('dialog', { name: 'Confirm Withdrawal Fee' });

  await requestWithdrawal();
  await expect(feeModal.getByRole('row', { name: /Fee \(2\.5%\)/ })).toContainText('$5.00');
  await expect(feeModal.getByRole('row', { name: /Total/ })).toContainText('$205.00');
  await feeModal.getByRole('button', { name: 'Cancel' }).click();
  await expect(feeModal).toBeHidden();

  await requestWithdrawal();
  await feeModal.getByRole('button', { name: 'Close' }).click();
  await expect(feeModal).toBeHidden();

  await requestWithdrawal();
  await expect(feeModal).toBeVisible();
  await page.mouse.click(5, 5); // the backdrop
  await expect(feeModal).toBeHidden();
  await expect(balanceLine(page, '$900.00')).toBeVisible();

  await requestWithdrawal();
  await feeModal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Withdrawal submitted successfully.')).toBeVisible();
  // The balance drops by the amount only, not the fee.
  await expect(balanceLine(page, '$700.00')).toBeVisible();

  await page.goto('/whistory');
  const rows = page.getByRole('table', { name: 'Withdrawal history' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('$200.00');
  await expect(rows.nth(1)).toContainText(PAYOUT_BTC);
  await expect(rows.nth(1)).toContainText('Pending');
});
