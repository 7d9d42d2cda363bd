import { expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, registerThroughForm, uniqueEmail } from './support/accounts';
import { totpCode } from '../support/two-factor';
import { confirmPasswordInDialog } from './support/step-up';

test('an investor turns on two-factor sign-in with a code computed from the shown secret, signs in with a code, makes new recovery codes and turns it off, typing each code once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('totp');
  await registerThroughForm(page, { fullname: 'Tom Totp', email });
  await openSecurityTab(page);
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // A security change: the password again first, then the enrolment starts by itself.
  await confirmPasswordInDialog(page);
  const secret = (await page.getByTestId('two-factor-secret').textContent())!;
  await expect(page.locator('svg').filter({ has: page.locator('title', { hasText: 'QR code for your authenticator app' }) })).toBeVisible();
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  // The server takes a code one step either side of now, each step once and only after the last it
  // took: turning it on with the step behind leaves now's code for the sign-in and the next step's for
  // the security change after it, so nothing here waits for the clock.
  await page.getByLabel('Code from the app').fill(totpCode(secret, new Date(Date.now() - 30_000)));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toContainText('Two-factor sign-in turned on successfully.');
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  // A new session has not confirmed the password: a code from the app signs in (the one that turned
  // it on is spent).
  await signOutAndIn(page, email, totpCode(secret, new Date()));
  await openSecurityTab(page);

  // New recovery codes: one click, and the dialog asks for the password and the authenticator's
  // code once (an authenticator one step ahead is forgiven).
  await page.getByRole('button', { name: 'Make new codes' }).click();
  await confirmPasswordInDialog(page, E2E_PASSWORD, totpCode(secret, new Date(Date.now() + 30_000)));
  await expect(page.getByRole('status')).toContainText('New recovery codes made successfully.');
  await expect(codes).toHaveCount(10);
  const newCodes = await codes.allTextContents();
  expect(newCodes.filter((code) => firstCodes.includes(code))).toEqual([]);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  // Turning it off in another new session: one click, the password and a recovery code once.
  await signOutAndIn(page, email, newCodes[0]!);
  await openSecurityTab(page);
  await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
  await page.getByRole('button', { name: 'Turn off' }).click();
  await confirmPasswordInDialog(page, E2E_PASSWORD, newCodes[1]!);
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/dashboards$/);
});

async function openSecurityTab(page: Page) {
  await page.goto('/account-settings');
  await page.getByRole('tab', { name: 'Password/Security' }).click();
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Ends this session and signs in again with the password and a two-factor code. */
async function signOutAndIn(page: Page, email: string, code: string) {
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
}
