import { expect, test } from '@playwright/test';
import { DEMO_INVESTOR } from '../../src/server/seed/seed-if-empty';
import { signIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { confirmPasswordInDialog, stepUpDialog } from './support/step-up';

test('the demo investor changes a payout address: the dialog asks for the password, refuses a wrong one, and the change is saved', async ({ page }) => {
  const newAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
  await signIn(page, DEMO_INVESTOR.email, DEMO_INVESTOR.password);
  await page.goto('/account-settings');
  await page.getByRole('tab', { name: 'Withdrawal Settings' }).click();
  const btc = page.getByLabel('Bitcoin (BTC) address');
  await expect(btc).not.toHaveValue(newAddress);
  await btc.fill(newAddress);
  await page.getByRole('button', { name: 'Save Withdrawal Settings' }).click();

  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('For your security, confirm your password to make this change.');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  // The demo investor has no two-factor sign-in: the password alone.
  await expect(dialog.getByRole('textbox', { name: 'Code from the app' })).toHaveCount(0);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByLabel('Password', { exact: true }).fill('not-the-demo-password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not right.');
  await expect(dialog).toBeVisible();

  await confirmPasswordInDialog(page, DEMO_INVESTOR.password);
  await expect(page.getByText('Withdrawal settings updated successfully!')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Withdrawal Settings' }).click();
  await expect(page.getByLabel('Bitcoin (BTC) address')).toHaveValue(newAddress);
});
