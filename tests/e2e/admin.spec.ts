import { expect as baseExpect, request as apiRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PASSWORD, registerThroughForm, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { OPERATOR, signInOperator, signInOperatorThroughForm } from './support/operator';

// Two CPU cores shared with other suites: screens may take longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

// The e2e server bootstraps the operator (support/operator.ts) and seeds the plans (Starter
// $100–$999.99, default 5 % referral bonus) and payment methods.

/** An investor account made through the API, for the parts of a test that are not about the investor's screens. */
async function apiInvestor(baseURL: string, fullname: string, referralId?: string) {
  const api = await apiRequest.newContext({ baseURL });
  const email = uniqueEmail('api');
  const registered = await api.post('/api/auth/register', { data: { fullname, email, password: E2E_PASSWORD, referralId } });
  expect(registered.status()).toBe(202);
  const signedIn = await api.post('/api/auth/login', { data: { email, password: E2E_PASSWORD } });
  expect(signedIn.status()).toBe(200);
  const { user, csrfToken } = await signedIn.json();
  return { api, email, user, csrfToken: csrfToken as string };
}

/** Through the login form, as a person signs in ("Password" exactly: the show-password toggle's name contains it too). */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
}

/** The investor's "invest by deposit request" step, as the Deposit page sends it: an unpaid investment and a pending deposit. */
async function requestDepositFundedInvestment(api: APIRequestContext, csrfToken: string, planName: string, amountCents: number) {
  const { plans } = await (await api.get('/api/plans')).json();
  const planId = plans.find((plan: { name: string }) => plan.name === planName).id;
  const response = await api.post('/api/investments', {
    data: { planId, amountCents, fundingSource: 'deposit', paymentMethod: 'Bitcoin' },
    headers: { 'x-csrf-token': csrfToken, 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { deposit: { id: string } };
}

/** Presses Tab until the target has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reachable by keyboard within ${maxPresses} presses of Tab: ${target}`);
}

const summaryCard = (page: Page, title: string) => page.locator('.mantine-Card-root').filter({ hasText: title });

test('an admin approves a deposit in the console and the investor sees the balance, the active investment and the notification', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The referrer gets 5 % of the investment once it is active.
  const referrer = await apiInvestor(baseURL!, 'Rita Referrer');
  await referrer.api.dispose();
  // The investor's request goes through the API (the Deposit page's own flow is covered in invest.spec.ts).
  const investor = await apiInvestor(baseURL!, 'Dana Depositor', referrer.user.myReferralId);
  const { deposit } = await requestDepositFundedInvestment(investor.api, investor.csrfToken, 'Starter', 250_00);
  const before = await (await investor.api.get('/api/investments')).json();
  expect(before.items).toMatchObject([{ planName: 'Starter', status: 'unpaid' }]);
  await investor.api.dispose();

  // The operator, in a browser of their own, signs in through the form with a code from the authenticator.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInOperatorThroughForm(admin, baseURL!);
  await admin.goto('/admin');
  await expect(admin).toHaveURL(/\/admin\/deposits$/);
  await expect(admin.getByRole('heading', { name: 'Deposits' })).toBeVisible();
  await admin.getByLabel('Search investor').fill(investor.email);
  const queue = admin.getByRole('table', { name: 'Deposits' });
  await expect(queue.getByRole('row')).toHaveCount(2);
  const row = queue.getByRole('row').nth(1);
  await expect(row).toContainText('Dana Depositor');
  await expect(row).toContainText('$250.00');
  await expect(row).toContainText('pending');

  await row.getByRole('button', { name: `Approve deposit of $250.00 by ${investor.email}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Approve request' });
  await expect(confirm).toContainText('This is final');
  await confirm.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(admin.getByText('Deposit approved and investment activated.')).toBeVisible();
  await expect(confirm).toBeHidden();
  // A decided request leaves the pending queue; the "completed" filter shows it.
  await expect(admin.getByText('Nothing here.')).toBeVisible();
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'completed' }).click();
  await expect(queue.getByRole('row').nth(1)).toContainText('completed');

  // The console's own record of it: the audit log names the action and the operator, the ledger the money it moved.
  // The other workers' tests write to the same log, so the row is found by the deposit it names.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  const approval = admin
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: `deposit ${deposit.id}` });
  await expect(approval).toContainText('deposit.approve');
  await expect(approval).toContainText(OPERATOR.email);
  // The search box is filled only once the new page shows: the old page's box has the same label.
  await admin.getByRole('link', { name: 'Ledger' }).click();
  await expect(admin.getByRole('heading', { name: 'Ledger', exact: true })).toBeVisible();
  await admin.getByLabel('Search investor').fill(investor.email);
  const ledger = admin.getByRole('table', { name: 'Ledger entries' }).getByRole('row');
  await expect(ledger).toHaveCount(3);
  await expect(ledger.nth(1)).toContainText('investment');
  await expect(ledger.nth(1)).toContainText('-$250.00');
  await expect(ledger.nth(2)).toContainText('deposit');
  await expect(ledger.nth(2)).toContainText(OPERATOR.email);
  // The referrer's 5 % of the activated investment, on the Investors page.
  await admin.getByRole('link', { name: 'Investors' }).click();
  await expect(admin.getByRole('heading', { name: 'Investors', exact: true })).toBeVisible();
  await admin.getByLabel('Search investor').fill(referrer.email);
  const referrerRow = admin.getByRole('table', { name: 'Investors' }).getByRole('row').nth(1);
  await expect(referrerRow).toContainText('Rita Referrer');
  await expect(referrerRow.getByRole('cell').nth(5)).toHaveText('$12.50');
  await adminContext.close();

  // The investor: the deposit was credited (Total Deposits) and moved into the investment (balance back to $0.00).
  await signIn(page, investor.email, E2E_PASSWORD);
  await expect(summaryCard(page, 'Total Deposits')).toContainText('$250.00');
  await expect(summaryCard(page, 'Account Balance')).toContainText('$0.00');

  await page.goto('/tradinghistory');
  await expect(page.getByRole('table', { name: 'Deposits' }).getByRole('row').nth(1)).toContainText('$250.00');
  await page.getByRole('tab', { name: 'Investments' }).click();
  const investment = page.getByRole('table', { name: 'Investments' }).getByRole('row').nth(1);
  await expect(investment).toContainText('Starter');
  await expect(investment).toContainText('$250.00');
  await expect(investment).toContainText('Active');

  await page.goto('/notification');
  await expect(
    page.getByText('Your deposit of $250.00 via Bitcoin was approved and paid into your Starter plan. Your Starter investment of $250.00 is now active.'),
  ).toBeVisible();
});

test('the back office works at 360 px with the keyboard alone and has no serious accessibility violation', async ({ browser, baseURL }) => {
  // Every back-office page (now with Operators) at 360 px with axe, after an operator's sign-in that
  // may wait a code step: 1.4–1.5 minutes on the loaded 2-core CI machine.
  test.setTimeout(180_000);
  const investor = await apiInvestor(baseURL!, 'Kim Keyboard');
  await requestDepositFundedInvestment(investor.api, investor.csrfToken, 'Starter', 120_00);
  await investor.api.dispose();

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInOperator(page, baseURL!);
  await page.goto('/admin/deposits');
  await page.getByLabel('Search investor').fill(investor.email);
  const approve = page.getByRole('button', { name: `Approve deposit of $120.00 by ${investor.email}` });
  await expect(approve).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Nothing but the queue's own scrolling table is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page), '/admin/deposits').toEqual([]);

  // A decision by keyboard: reach the button, open the confirmation, back out without deciding.
  await page.locator('body').focus();
  await tabTo(page, approve);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Approve request' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  // The collapsed navigation opens from the keyboard and leads to every section.
  await page.locator('body').focus();
  await tabTo(page, page.getByRole('button', { name: 'Toggle navigation' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Reconciliation' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/reconciliation$/);
  await expect(page.getByText('The books balance')).toBeVisible();

  for (const [path, heading] of [
    ['/admin/withdrawals', 'Withdrawals'],
    ['/admin/kyc', 'KYC'],
    ['/admin/mt4', 'MT4 subscriptions'],
    ['/admin/investors', 'Investors'],
    ['/admin/plans', 'Plans'],
    ['/admin/operators', 'Operators'],
    ['/admin/payment-methods', 'Payment methods'],
    ['/admin/audit-log', 'Audit log'],
    ['/admin/ledger', 'Ledger'],
    ['/admin/reconciliation', 'Reconciliation'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await context.close();
});

test('an investor gets the not-found answer from the back office API and no console', async ({ page }) => {
  await registerThroughForm(page, { fullname: 'Nosy Investor', email: uniqueEmail('nosy') });
  const response = await page.request.get('/api/admin/deposits');
  expect(response.status()).toBe(404);
  await page.goto('/admin/deposits');
  await expect(page).toHaveURL(/\/dashboards$/);
});
