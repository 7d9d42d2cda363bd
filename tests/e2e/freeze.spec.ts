import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, openMailedResetLink, registerThroughForm, signIn, uniqueEmail } from './support/accounts';
import { mailedLink } from './support/mail';

test('"This wasn\'t me": the link in a security mail freezes the account, sign-in then says so, and a password reset takes it back', async ({ page }) => {
  const email = uniqueEmail('freeze');
  const changedPassword = 'changed-by-someone-else-7';
  await registerThroughForm(page, { fullname: 'Frida Freeze', email });

  // A change to the account's security: its mail carries the freeze link.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Password/Security' }).click();
  await page.getByLabel('Current password').fill(E2E_PASSWORD);
  await page.getByLabel(/^New password/).fill(changedPassword);
  await page.getByLabel('Confirm new password').fill(changedPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  const freezeLink = await mailedLink(email, '/auth/freeze');
  await page.goto(freezeLink);
  await expect(page.getByRole('heading', { name: 'Freeze your account' })).toBeVisible();
  await expect(page.getByText('every session is signed out, and sign-in and withdrawals stop')).toBeVisible();
  await page.getByRole('button', { name: 'Freeze my account' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your account was frozen successfully: every session was signed out and withdrawals are stopped. Set a new password with "Forgot password?" to unfreeze it.',
  );

  // This browser's session ended with every other.
  await page.goto('/dashboards');
  await expect(page).not.toHaveURL(/\/dashboards$/);

  // The link works once.
  await page.goto(freezeLink);
  await page.getByRole('button', { name: 'Freeze my account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This freeze link is invalid, has expired or was already used. If someone else is using your account, set a new password with "Forgot password?".',
  );

  // The right password no longer signs in.
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(changedPassword);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('alert')).toHaveText('Your account is frozen. To unfreeze it, set a new password with "Forgot password?" on the sign-in page.');

  // The owner of the mailbox takes it back with a new password.
  await openMailedResetLink(page, email);
  await page.getByLabel('New password').fill('taken-back-by-owner-9');
  await page.getByLabel('Confirm password').fill('taken-back-by-owner-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password was reset successfully. Please sign in with the new password.');
  await signIn(page, email, 'taken-back-by-owner-9');
});
