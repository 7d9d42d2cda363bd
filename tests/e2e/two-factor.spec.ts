import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, registerThroughForm, uniqueEmail } from './support/accounts';
import { totpCode } from '../support/two-factor';
import { confirmPasswordInDialog } from './support/step-up';

test('an investor turns on two-factor sign-in with a code computed from the shown secret, makes new recovery codes, then signs in with a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('totp');
  await registerThroughForm(page, { fullname: 'Tom Totp', email });
  await page.goto('/account-settings');
  await page.getByRole('tab', { name: 'Password/Security' }).click();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // A security change: the password again first, then the enrolment starts by itself.
  await confirmPasswordInDialog(page);
  const secret = (await page.getByTestId('two-factor-secret').textContent())!;
  await expect(page.locator('svg').filter({ has: page.locator('title', { hasText: 'QR code for your authenticator app' }) })).toBeVisible();
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  await page.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toContainText('Two-factor sign-in turned on successfully.');
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  // New recovery codes, with the next step's code (the one that turned it on is spent; an
  // authenticator one step ahead is forgiven), so the test waits for no clock.
  const renewal = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Make new recovery codes' }) });
  await renewal.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await renewal.getByLabel('Code from the app').fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await renewal.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByRole('status')).toContainText('New recovery codes made successfully.');
  await expect(codes).toHaveCount(10);
  expect((await codes.allTextContents()).filter((code) => firstCodes.includes(code))).toEqual([]);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  // The codes used so far are spent, the latest being one step ahead: once the clock has reached
  // the next 30-second step, the code of the step after it signs in.
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  await page.getByLabel('Authentication code').fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
});
