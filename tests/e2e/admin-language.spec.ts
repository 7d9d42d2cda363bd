import { expect as baseExpect, test } from '@playwright/test';
import { signInOperator } from './support/operator';
import { switchLanguage } from './support/catalogues';

// Two CPU cores shared with other suites: screens may take longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test('an operator switches the back office to German in its header and sees the nav and a queue in German', async ({ page, baseURL }) => {
  await signInOperator(page, baseURL!);
  await page.goto('/admin/withdrawals');
  await expect(page.getByRole('heading', { level: 2, name: 'Withdrawals' })).toBeVisible();

  await switchLanguage(page, 'de');

  const nav = page.getByRole('navigation', { name: 'Backoffice' });
  await expect(nav.getByRole('link', { name: 'Einzahlungen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Prüfprotokoll' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Auszahlungen' })).toBeVisible();
  await expect(page.getByLabel('Anleger suchen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Deposits' })).toHaveCount(0);

  // The choice is kept, as the investor's is: the next visit opens in German.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Auszahlungen' })).toBeVisible();
});
