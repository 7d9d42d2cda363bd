import { expect, test } from '@playwright/test';
import { fundedInvestor } from './support/money-fixtures';
import { registerThroughForm, uniqueEmail } from './support/accounts';

const PHONE = { width: 390, height: 844 };

test('a withdrawal names one broken rule at a time, the first in order, at the amount field', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await fundedInvestor(page, baseURL!, 'both-rules', 500_00);
  await page.goto('/withdrawal');
  await page.getByLabel('Wallet address').fill('');
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('5000');
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  // The address is checked first: its message sits at the address field.
  await expect(page.getByLabel('Wallet address')).toHaveAccessibleDescription(/All fields are required\./);
  await page.getByLabel('Wallet address').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  // $5,000 of a $500 balance under a $1,000 limit: the balance rule comes first, and alone.
  await expect(amount).toHaveAccessibleDescription(/Insufficient balance\./);
  await expect(amount).not.toHaveAccessibleDescription(/withdrawal limit/);
  await amount.fill('40');
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(amount).toHaveAccessibleDescription(/Amount must be at least \$50\./);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('"View Active Plans" opens the Investments tab; the MT4 dialog drops its refusal once a field changes', async ({ page }) => {
  await registerThroughForm(page, { fullname: 'Tab Opener', email: uniqueEmail('tabs') });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'View Active Plans' }).click();
  await expect(page.getByRole('tab', { name: 'Investments' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(page).toHaveURL(/tab=withdrawals/);

  await page.getByRole('button', { name: 'Subscribe to Trading' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Trading' });
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('All fields are required.')).toBeVisible();
  await dialog.getByLabel('MT4 ID').fill('5012345');
  await expect(dialog.getByText('All fields are required.')).toBeHidden();
});

test('on a phone, "Mark as read" reads whole and an unread card is marked by its title, not a bold body', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await fundedInvestor(page, baseURL!, 'unread', 100_00);
  await page.goto('/notification');
  const markRead = page.getByRole('button', { name: 'Mark as read' }).first();
  await expect(markRead).toBeVisible();
  expect(await markRead.evaluate((button) => [...button.querySelectorAll<HTMLElement>('*')].every((part) => part.scrollWidth <= part.clientWidth + 1))).toBe(
    true,
  );
  const body = page.getByText('$100.00 was credited to your balance: E2E opening balance');
  expect(Number(await body.evaluate((element) => getComputedStyle(element).fontWeight))).toBeLessThan(600);
  await markRead.click();
  await expect(page.getByText('Read', { exact: true }).first()).toBeVisible();
});
