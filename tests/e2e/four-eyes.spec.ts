import { expect as baseExpect, test, type Page } from '@playwright/test';
import { balanceLine, investorPost, newInvestor, PAYOUT_BTC, signInAdmin } from './support/money-fixtures';
import { mailCount, mailedWithdrawalCode } from './support/mail';
import { SECOND_OPERATOR, signInOperator } from './support/operator';

// Two CPU cores shared with other suites: screens may take longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The withdrawal queue filtered to one investor, as an operator searches it. */
async function withdrawalQueueOf(page: Page, email: string) {
  await page.goto('/admin/withdrawals');
  await page.getByLabel('Search investor').fill(email);
  return page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
}

test('a finance operator approves a large withdrawal that a second operator must confirm', async ({ page, browser, baseURL }) => {
  // The operators' sign-ins may each wait for a fresh 30-second authenticator step.
  test.setTimeout(240_000);
  const email = await newInvestor(page, 'large-withdrawal');
  const admin = await signInAdmin(baseURL!);
  await admin.credit(email, 12_000_00);
  await admin.setWithdrawalLimit(email, 20_000_00);
  await admin.dispose();
  await investorPost(
    page,
    '/api/me/crypto-addresses',
    { btc_address: PAYOUT_BTC, eth_address: '', ltc_address: '', usdt_address: '', tron_address: '' },
    'PUT',
  );

  // $10,000 is the four-eyes amount: the investor asks as for any other withdrawal.
  await page.goto('/withdrawal');
  await expect(balanceLine(page, '$12,000.00')).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('10000');
  const mailsBefore = await mailCount();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Confirmation code').fill(await mailedWithdrawalCode(email, mailsBefore));
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(page.getByText('Withdrawal submitted successfully.')).toBeVisible();

  // The finance operator's approval is recorded and moves nothing; a second one of theirs is refused.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await signInOperator(finance, baseURL!, SECOND_OPERATOR);
  const financeRow = await withdrawalQueueOf(finance, email);
  await expect(financeRow).toContainText('0 of 2 approvals');
  const approveButton = financeRow.getByRole('button', { name: /^Approve withdrawal of \$10,000\.00/ });
  const confirm = finance.getByRole('dialog', { name: 'Approve request' });
  await approveButton.click();
  await confirm.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(finance.getByText(/^Approval 1 of 2 recorded: a second operator must confirm the withdrawal of \$10,000\.00/)).toBeVisible();
  await expect(financeRow).toContainText(`1 of 2 approvals — by ${SECOND_OPERATOR.fullname}`);
  await approveButton.click();
  await confirm.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Another operator must give the second approval.');
  await financeContext.close();

  // Another operator sees who approved it, and confirms: the withdrawal is paid out.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInOperator(owner, baseURL!);
  const ownerRow = await withdrawalQueueOf(owner, email);
  await expect(ownerRow).toContainText(`1 of 2 approvals — by ${SECOND_OPERATOR.fullname}`);
  await ownerRow.getByRole('button', { name: /^Approve withdrawal of \$10,000\.00/ }).click();
  await owner.getByRole('dialog', { name: 'Approve request' }).getByRole('button', { name: 'Confirm approval' }).click();
  await expect(owner.getByText(/^Approved: withdrawal of \$10,000\.00/)).toBeVisible();
  await expect(ownerRow).toHaveCount(0);
  await owner.getByRole('combobox', { name: 'Status' }).click();
  await owner.getByRole('option', { name: 'completed' }).click();
  await expect(ownerRow).toContainText(`2 of 2 approvals — by ${SECOND_OPERATOR.fullname}, Platform Operator`);
  await ownerContext.close();

  // The investor comes back and sees it paid.
  await page.goto('/whistory');
  const rows = page.getByRole('table', { name: 'Withdrawal history' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('$10,000.00');
  await expect(rows.nth(1)).toContainText('Completed');
});
