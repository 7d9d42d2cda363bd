import { expect, test, type Page } from '@playwright/test';
import { PAYOUT_BTC, PAYOUT_ETH, signInAdmin, newInvestor, balanceLine, fundedInvestor } from './support/money-fixtures';
import { mailCount, mailedWithdrawalCode } from './support/mail';
import { E2E_PASSWORD } from './support/accounts';
import { totpCode } from '../support/two-factor';

const PAYOUT_TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const CODE_INVALID = 'The confirmation code is wrong, has expired or was already used. Please request a new one.';

/**
 * A security change through the signed-in page's API, after confirming the password as the server asks
 * first; a session that confirmed it minutes ago (`steppedUp`) is not asked again.
 */
async function changeSecurely(
  page: Page,
  changes: (call: (method: 'POST' | 'PUT', path: string, data?: unknown) => Promise<unknown>) => Promise<void>,
  { steppedUp = false } = {},
) {
  const { csrfToken } = await (await page.request.get('/api/auth/session')).json();
  const call = async (method: 'POST' | 'PUT', path: string, data?: unknown) => {
    const response = await page.request.fetch(path, { method, data, headers: { 'x-csrf-token': csrfToken } });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? undefined : response.json();
  };
  if (!steppedUp) await call('POST', '/api/auth/reauth', { password: E2E_PASSWORD });
  await changes(call);
}

test('a withdrawal without a fee goes straight through; with a fee the fee modal asks first', async ({ page, baseURL }) => {
  const email = await newInvestor(page, 'withdrawer');
  // One operator session for the opening credit and, later, the fee.
  const admin = await signInAdmin(baseURL!);
  await admin.credit(email, 1000_00);
  await changeSecurely(page, async (call) => {
    await call('PUT', '/api/me/crypto-addresses', { btc_address: PAYOUT_BTC, eth_address: PAYOUT_ETH, ltc_address: '', usdt_address: '', tron_address: '' });
  });

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
  await expect(page.getByText(CODE_INVALID)).toBeVisible();
  await expect(balanceLine(page, '$1,000.00')).toBeVisible();
  // The code is asked for the withdrawal the form holds, and confirms that one only.
  await enterMailedCode();
  await expect(page.getByText(`The code we emailed confirms only $100.00 in BTC to ${PAYOUT_BTC}. To change any of them, send a new code.`)).toBeVisible();
  await amount.fill('150');
  await requestWithdrawal();
  await expect(page.getByText(CODE_INVALID)).toBeVisible();
  await expect(balanceLine(page, '$1,000.00')).toBeVisible();
  await amount.fill('100');
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

test('with two-factor sign-in on, the authenticator confirms a withdrawal and USDT names its network; turning mailed codes off then pauses withdrawals', async ({
  page,
  baseURL,
}) => {
  await fundedInvestor(page, baseURL!, 'totp-withdrawer', 500_00);
  let secret = '';
  let enrolledAt = 0;
  await changeSecurely(page, async (call) => {
    secret = ((await call('POST', '/api/me/two-factor')) as { secret: string }).secret;
    enrolledAt = Date.now();
    await call('POST', '/api/me/two-factor/confirm', { code: totpCode(secret, new Date(enrolledAt)) });
  });

  await page.goto('/withdrawal');
  const requestWithdrawal = () => page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await page.getByLabel('Cryptocurrency').selectOption('USDT');
  await page.getByLabel('Wallet address').fill(PAYOUT_TRON);
  await page.getByLabel('Amount', { exact: true }).fill('60');
  const confirmationCode = page.getByLabel('Confirmation code');
  await expect(confirmationCode).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);

  await requestWithdrawal();
  await expect(page.getByText('Please choose the USDT network: TRC-20 or ERC-20.')).toBeVisible();
  await page.getByLabel('ERC-20').check();
  await requestWithdrawal();
  await expect(page.getByText('Please enter a valid USDT ERC-20 address.')).toBeVisible();
  await page.getByLabel('TRC-20').check();
  await requestWithdrawal();
  await expect(page.getByText('Please enter the code from your authenticator app.')).toBeVisible();
  // The step that turned two-factor on is spent; the one after it confirms (a step either side of now is
  // forgiven, so it holds whether or not the clock has moved into it since).
  await confirmationCode.fill(totpCode(secret, new Date(enrolledAt + 30_000)));
  await requestWithdrawal();
  await expect(page.getByText('Withdrawal submitted successfully.')).toBeVisible();
  await expect(balanceLine(page, '$440.00')).toBeVisible();

  await page.goto('/whistory');
  const row = page.getByRole('table', { name: 'Withdrawal history' }).getByRole('row').nth(1);
  await expect(row).toContainText(PAYOUT_TRON);
  await expect(row).toContainText('USDT TRC-20');

  // Mailed codes off is a change to the account's security: new withdrawals wait a day (the default hold).
  await changeSecurely(
    page,
    async (call) => {
      await call('PUT', '/api/me/email-preferences', { otpsend: 'No', roiemail: 'Yes', invplanemail: 'Yes' });
    },
    { steppedUp: true },
  );
  await page.goto('/withdrawal');
  await page.getByLabel('Cryptocurrency').selectOption('BTC');
  await page.getByLabel('Wallet address').fill(PAYOUT_BTC);
  await page.getByLabel('Amount', { exact: true }).fill('60');
  await confirmationCode.fill(totpCode(secret, new Date(enrolledAt + 60_000)));
  await requestWithdrawal();
  await expect(page.getByText(/^Withdrawals are paused until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC after a change to your account's security\.$/)).toBeVisible();
  await expect(balanceLine(page, '$440.00')).toBeVisible();
});
