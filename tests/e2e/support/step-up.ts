import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './accounts';

/** The dialog a security change opens when the password was not confirmed in the last 10 minutes. */
export const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your password' });

/**
 * Types the password (and, with two-factor sign-in on, a code) into that dialog, as the investor
 * does, and waits for it to close.
 */
export async function confirmPasswordInDialog(page: Page, password = E2E_PASSWORD, code?: string): Promise<void> {
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  if (code !== undefined) await dialog.getByLabel('Code from the app').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}
