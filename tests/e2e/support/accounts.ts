import { expect, request as apiRequest, type Page } from '@playwright/test';
import { mailedLink } from './mail';

let counter = 0;

export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export const E2E_PASSWORD = 'e2e-password-123';

/**
 * Registers through the real form, confirms the address through the mailed link, signs in and
 * waits for the dashboard.
 */
export async function registerThroughForm(page: Page, options: { fullname: string; email: string; referralId?: string }): Promise<void> {
  const query = options.referralId ? `?referralid=${options.referralId}` : '';
  await page.goto(`/auth/register.html${query}`);
  await page.getByLabel('Full name').fill(options.fullname);
  await page.getByLabel('Email').fill(options.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /create account|register/i }).click();
  await expect(page.getByRole('status')).toContainText('Registration received successfully!');
  await page.goto(await mailedLink(options.email, '/auth/verify-email'));
  await expect(page.getByRole('status')).toHaveText('Email address verified successfully!');
  await signIn(page, options.email);
}

/**
 * For a server of a spec's own, whose mails go to a listener this suite does not read: registers
 * through the API and signs in through the form with the address still unconfirmed.
 */
export async function unconfirmedInvestor(page: Page, baseURL: string, fullname: string, email: string): Promise<void> {
  const api = await apiRequest.newContext({ baseURL });
  expect((await api.post('/api/auth/register', { data: { fullname, email, password: E2E_PASSWORD } })).status()).toBe(202);
  await api.dispose();
  await signIn(page, email);
}

export async function signIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
}

/** From the sign-in page: "Forgot password?", the address, then the link the mail brings. */
export async function openMailedResetLink(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page's box has the same label: fill only once this page shows.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that email address');
  await page.goto(await mailedLink(email, '/auth/reset-password'));
}
