import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, signIn, uniqueEmail } from './support/accounts';
import { mailCount, mailedLink } from './support/mail';

test('a new investor looks around before confirming the address, cannot add a payout address, and confirms through a re-sent link', async ({ page }) => {
  const email = uniqueEmail('verify');
  await page.goto('/auth/register.html');
  await page.getByLabel('Full name').fill('Vera Verify');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Registration received successfully! We have sent a message to your email address: open the link in it to confirm the address, then sign in.',
  );
  await mailedLink(email, '/auth/verify-email');

  await signIn(page, email);
  await expect(page.getByText('Please confirm your email address')).toBeVisible();
  await page.goto('/account-settings');
  await page.getByRole('tab', { name: 'Withdrawal Settings' }).click();
  await page.getByLabel('Bitcoin (BTC) address').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await page.getByRole('button', { name: 'Save Withdrawal Settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify your email address first' })).toBeVisible();

  const before = await mailCount();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification link sent successfully.' })).toBeVisible();
  await page.goto(await mailedLink(email, '/auth/verify-email', { after: before }));
  await expect(page.getByRole('status')).toHaveText('Email address verified successfully!');
  await page.goto('/dashboards');
  await expect(page.getByText('Please confirm your email address')).toHaveCount(0);
});

test('a registration with a taken address looks exactly like a new one', async ({ page }) => {
  const register = async (email: string) => {
    await page.goto('/auth/register.html');
    await page.getByLabel('Full name').fill('Copy Cat');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('some-other-password');
    await page.getByLabel('Confirm password').fill('some-other-password');
    await page.getByRole('button', { name: /create account/i }).click();
    return page.getByRole('status').textContent();
  };
  const fresh = await register(uniqueEmail('fresh'));
  expect(await register('admin@example.com')).toBe(fresh);
});
