import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, openMailedResetLink, registerThroughForm, signIn, uniqueEmail } from './support/accounts';

test('an investor who forgot the password resets it through the mailed link and signs in with the new one', async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerThroughForm(page, { fullname: 'Reset Person', email });
  await page.getByRole('button', { name: 'Log Out' }).first().click();

  await page.goto('/auth/login');
  await openMailedResetLink(page, email);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password').fill('brand-new-password-1');
  await page.getByLabel('Confirm password').fill('brand-new-password-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password was reset successfully. Please sign in with the new password.');

  // The link works once.
  const used = page.url();
  await page.goto(used);
  await page.getByLabel('New password').fill('another-password-2');
  await page.getByLabel('Confirm password').fill('another-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid, has expired or was already used. Please request a new one.');

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await signIn(page, email, 'brand-new-password-1');
});
