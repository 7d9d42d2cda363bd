import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';

// The e2e server bootstraps this admin (tests/e2e/support/start-server.mjs) and seeds the plans
// (Starter $100–$999.99, Silver $1,000–$4,999.99, …, Platinum unlimited) and payment methods.
const ADMIN = { email: 'admin@example.com', password: 'admin-password-e2e' };
const SEEDED_BITCOIN_WALLET = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const PAYOUT_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const PAYOUT_ETH = '0x52908400098527886E0F7030069857D2E4169EE7';

/** The back office through its API: credits a balance and sets a withdrawal fee, as an operator would. */
async function signInAdmin(baseURL: string) {
  const api = await apiRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const headers = { 'x-csrf-token': (await login.json()).csrfToken as string };
  const userIdOf = async (email: string): Promise<string> => {
    const found = await api.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
    expect(found.status()).toBe(200);
    const user = (await found.json()).items.find((item: { email: string }) => item.email === email);
    expect(user, `investor ${email}`).toBeTruthy();
    return user.id;
  };
  return {
    async credit(email: string, amountCents: number) {
      const response = await api.post(`/api/admin/users/${await userIdOf(email)}/adjustments`, {
        data: { amountCents, narration: 'E2E opening balance' },
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      });
      expect(response.status()).toBe(201);
    },
    async setWithdrawalFee(email: string, withdrawalFeeBps: number) {
      const response = await api.patch(`/api/admin/users/${await userIdOf(email)}`, { data: { withdrawalFeeBps }, headers });
      expect(response.status()).toBe(200);
    },
    dispose: () => api.dispose(),
  };
}

/** Registers a fresh investor through the form (a new account starts at $0.00). */
async function newInvestor(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await registerThroughForm(page, { fullname: `${prefix} investor`, email });
  return email;
}

/** A fresh investor whose balance an operator has credited. */
async function fundedInvestor(page: Page, baseURL: string, prefix: string, balanceCents: number): Promise<string> {
  const email = await newInvestor(page, prefix);
  const admin = await signInAdmin(baseURL);
  await admin.credit(email, balanceCents);
  await admin.dispose();
  return email;
}

/** The signed-in investor's own API calls, for setting up history rows quickly. */
async function investorPost(page: Page, path: string, data: unknown, method: 'POST' | 'PUT' = 'POST') {
  const { csrfToken } = await (await page.request.get('/api/auth/session')).json();
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { 'x-csrf-token': csrfToken, 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

async function planId(page: Page, name: string): Promise<number> {
  const { plans } = await (await page.request.get('/api/plans')).json();
  return plans.find((plan: { name: string }) => plan.name === name).id;
}

const balanceLine = (page: Page, amount: string) => page.getByText(`Available balance: ${amount}`, { exact: true });

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

test('a withdrawal without a fee goes straight through; with a fee the fee modal asks first', async ({ page, baseURL }) => {
  const email = await newInvestor(page, 'withdrawer');
  // One operator session for the opening credit and, later, the fee.
  const admin = await signInAdmin(baseURL!);
  await admin.credit(email, 1000_00);
  await investorPost(page, '/api/me/crypto-addresses', {
    btc_address: PAYOUT_BTC,
    eth_address: PAYOUT_ETH,
    ltc_address: '',
    usdt_address: '',
    tron_address: '',
  }, 'PUT');

  await page.goto('/withdrawal');
  await expect(page.getByLabel('Cryptocurrency')).toHaveValue('BTC');
  await expect(page.getByLabel('Wallet address')).toHaveValue(PAYOUT_BTC);
  await page.getByLabel('Cryptocurrency').selectOption('ETH');
  await expect(page.getByLabel('Wallet address')).toHaveValue(PAYOUT_ETH);
  await page.getByLabel('Cryptocurrency').selectOption('BTC');
  await expect(page.getByText('Minimum: $50.00 · Maximum: $1,000.00 · Fee: 0%')).toBeVisible();

  const amount = page.getByLabel('Amount', { exact: true });
  const requestWithdrawal = () => page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await amount.fill('49.99');
  await requestWithdrawal();
  await expect(page.getByText('Amount must be at least $50.')).toBeVisible();

  await amount.fill('100');
  await requestWithdrawal();
  await expect(page.getByText('Withdrawal submitted successfully.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(balanceLine(page, '$900.00')).toBeVisible();

  await admin.setWithdrawalFee(email, 250);
  await admin.dispose();
  await page.reload();
  await expect(page.getByText('Minimum: $50.00 · Maximum: $1,000.00 · Fee: 2.5%')).toBeVisible();
  await amount.fill('200');
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

test('an MT4 subscription and the other movements appear in the Transactions tabs', async ({ page, baseURL }) => {
  await fundedInvestor(page, baseURL!, 'history', 2000_00);
  await investorPost(page, '/api/investments', { planId: await planId(page, 'Starter'), amountCents: 300_00, fundingSource: 'balance' });
  await investorPost(page, '/api/investments', {
    planId: await planId(page, 'Silver'),
    amountCents: 1500_00,
    fundingSource: 'deposit',
    paymentMethod: 'Litecoin',
  });
  await investorPost(page, '/api/withdrawals', { cryptoType: 'ETH', walletAddress: PAYOUT_ETH, amountCents: 75_00 });

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
