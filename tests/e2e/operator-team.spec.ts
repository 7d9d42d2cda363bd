import { expect as baseExpect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { balanceLine, investorPost, newInvestor, PAYOUT_BTC, signInAdmin } from './support/money-fixtures';
import { mailCount, mailedLink, mailedWithdrawalCode } from './support/mail';
import { OPERATOR, signInOperator } from './support/operator';
import { confirmPasswordInDialog } from './support/step-up';
import { totpCode } from '../support/two-factor';

// Two CPU cores shared with other suites: screens may take longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The withdrawal queue filtered to one investor, as an operator searches it. */
async function withdrawalQueueOf(page: Page, email: string) {
  await page.goto('/admin/withdrawals');
  await page.getByLabel('Search investor').fill(email);
  return page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
}

/** An investor who has asked to withdraw $10,000, the four-eyes amount, as for any other withdrawal. */
async function largeWithdrawal(page: Page, baseURL: string): Promise<string> {
  const email = await newInvestor(page, 'large-withdrawal');
  const admin = await signInAdmin(baseURL);
  await admin.credit(email, 12_000_00);
  await admin.setWithdrawalLimit(email, 20_000_00);
  await admin.dispose();
  await investorPost(
    page,
    '/api/me/crypto-addresses',
    { btc_address: PAYOUT_BTC, eth_address: '', ltc_address: '', usdt_address: '', tron_address: '' },
    'PUT',
  );
  await page.goto('/withdrawal');
  await expect(balanceLine(page, '$12,000.00')).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('10000');
  const mailsBefore = await mailCount();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Confirmation code').fill(await mailedWithdrawalCode(email, mailsBefore));
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(page.getByText('Withdrawal submitted successfully.')).toBeVisible();
  return email;
}

test('an owner invites a finance operator, who enrols two-factor and approves a large withdrawal that a second operator must confirm', async ({
  page,
  browser,
  baseURL,
}) => {
  // Operator sign-ins may each wait for a fresh 30-second authenticator step.
  test.setTimeout(300_000);
  const investorEmail = await largeWithdrawal(page, baseURL!);

  // The owner invites a finance operator from the back office.
  const operatorEmail = uniqueEmail('finance-operator');
  const owner = await (await browser.newContext()).newPage();
  await signInOperator(owner, baseURL!);
  await owner.goto('/admin/operators');
  const form = owner.getByRole('form', { name: 'Invite operator' });
  await form.getByLabel('Email').fill(operatorEmail);
  await form.getByLabel('Role').selectOption('finance');
  await form.getByRole('button', { name: 'Invite operator' }).click();
  await expect(owner.getByRole('status')).toContainText(`Invitation mailed to ${operatorEmail}`);
  await expect(owner.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: new RegExp(operatorEmail) })).toContainText('finance');

  // The invited person, in a browser of their own, makes the account from the mailed link.
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(await mailedLink(operatorEmail, '/auth/accept-invite'));
  await expect(invited.getByRole('heading', { name: 'Join the operator team' })).toBeVisible();
  await invited.getByLabel('Full name').fill('Fiona Finance');
  await invited.getByLabel('Password', { exact: true }).fill('short');
  await invited.getByRole('button', { name: 'Create my operator account' }).click();
  await expect(invited.getByText('Password must be at least 8 characters.')).toBeVisible();
  await invited.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await invited.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await invited.getByRole('button', { name: 'Create my operator account' }).click();
  await expect(invited.getByText('Your operator account is ready.')).toBeVisible();

  // Signed in, the back office asks for two-factor sign-in before anything else.
  await signIn(invited, operatorEmail);
  await invited.goto('/admin');
  await invited.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await confirmPasswordInDialog(invited);
  const secret = (await invited.getByTestId('two-factor-secret').textContent())!;
  await invited.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
  await invited.getByRole('button', { name: 'Turn on' }).click();
  await invited.getByRole('button', { name: 'Done' }).click();
  const nav = invited.getByRole('navigation', { name: 'Back office' });
  for (const section of ['Deposits', 'Withdrawals', 'Ledger', 'Reconciliation']) await expect(nav.getByRole('link', { name: section })).toBeVisible();
  for (const section of ['KYC', 'Plans', 'Audit log', 'Operators', 'Support']) await expect(nav.getByRole('link', { name: section })).toHaveCount(0);
  await expect(invited).toHaveURL(/\/admin\/deposits$/);

  // The new operator's approval is recorded and moves nothing; a second one of theirs is refused.
  const financeRow = await withdrawalQueueOf(invited, investorEmail);
  await expect(financeRow).toContainText('0 of 2 approvals');
  const approveButton = financeRow.getByRole('button', { name: /^Approve withdrawal of \$10,000\.00/ });
  const confirm = invited.getByRole('dialog', { name: 'Approve request' });
  await approveButton.click();
  await confirm.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(invited.getByText(/^Approval 1 of 2 recorded: a second operator must confirm the withdrawal of \$10,000\.00/)).toBeVisible();
  await expect(financeRow).toContainText('1 of 2 approvals — by Fiona Finance');
  await approveButton.click();
  await confirm.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Another operator must give the second approval.');

  // The owner sees who approved it, and confirms: the withdrawal is paid out.
  const ownerRow = await withdrawalQueueOf(owner, investorEmail);
  await expect(ownerRow).toContainText('1 of 2 approvals — by Fiona Finance');
  await ownerRow.getByRole('button', { name: /^Approve withdrawal of \$10,000\.00/ }).click();
  await owner.getByRole('dialog', { name: 'Approve request' }).getByRole('button', { name: 'Confirm approval' }).click();
  await expect(owner.getByText(/^Approved: withdrawal of \$10,000\.00/)).toBeVisible();
  await expect(ownerRow).toHaveCount(0);
  await owner.getByRole('combobox', { name: 'Status' }).click();
  await owner.getByRole('option', { name: 'completed' }).click();
  await expect(ownerRow).toContainText(`2 of 2 approvals — by Fiona Finance, ${OPERATOR.fullname}`);

  // The investor comes back and sees it paid.
  await page.goto('/whistory');
  const rows = page.getByRole('table', { name: 'Withdrawal history' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('$10,000.00');
  await expect(rows.nth(1)).toContainText('Completed');

  // The invitation link worked once: opened again, it says so.
  await invited.context().clearCookies();
  await invited.goto(await mailedLink(operatorEmail, '/auth/accept-invite'));
  await invited.getByLabel('Full name').fill('Someone Else');
  await invited.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await invited.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await invited.getByRole('button', { name: 'Create my operator account' }).click();
  await expect(invited.getByRole('alert')).toContainText('This invitation link is invalid, has expired or was already used.');
});
