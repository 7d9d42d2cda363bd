import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { mailedLink } from './support/mail';
import { signInOperator } from './support/operator';
import { confirmPasswordInDialog } from './support/step-up';
import { totpCode } from '../support/two-factor';

test('an owner invites a finance operator, who sets a password from the mailed link, enrols two-factor and sees only the finance sections', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('finance-operator');
  await signInOperator(page, baseURL!);
  await page.goto('/admin/operators');
  const form = page.getByRole('form', { name: 'Invite operator' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption('finance');
  await form.getByRole('button', { name: 'Invite operator' }).click();
  await expect(page.getByRole('status')).toContainText(`Invitation mailed to ${email}`);
  await expect(page.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: new RegExp(email) })).toContainText('finance');

  // The invited person, in a browser of their own.
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(await mailedLink(email, '/auth/accept-invite'));
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
  await signIn(invited, email);
  await invited.goto('/admin');
  await invited.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await confirmPasswordInDialog(invited);
  const secret = (await invited.getByTestId('two-factor-secret').textContent())!;
  await invited.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
  await invited.getByRole('button', { name: 'Turn on' }).click();
  await invited.getByRole('button', { name: 'Done' }).click();

  const nav = invited.getByRole('navigation', { name: 'Back office' });
  for (const section of ['Deposits', 'Withdrawals', 'Ledger', 'Reconciliation']) await expect(nav.getByRole('link', { name: section })).toBeVisible();
  for (const section of ['KYC', 'Plans', 'Audit log', 'Operators']) await expect(nav.getByRole('link', { name: section })).toHaveCount(0);
  await expect(invited).toHaveURL(/\/admin\/deposits$/);

  // The link worked once: opened again, it says so.
  await invited.context().clearCookies();
  await invited.goto(await mailedLink(email, '/auth/accept-invite'));
  await invited.getByLabel('Full name').fill('Someone Else');
  await invited.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await invited.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await invited.getByRole('button', { name: 'Create my operator account' }).click();
  await expect(invited.getByRole('alert')).toContainText('This invitation link is invalid, has expired or was already used.');
});
