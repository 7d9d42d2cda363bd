import { expect, test } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';
import { catalogue, switchLanguage } from './support/catalogues';
import { mailsTo } from './support/mail';
import { PAYOUT_BTC } from './support/money-fixtures';

test('a language chosen in the header while signed in is kept on the account: the next mail is written in it', async ({ page }) => {
  const email = uniqueEmail('mail-language');
  await registerThroughForm(page, { fullname: 'Kenji Mail', email });
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/me/language') && response.request().method() === 'PUT');
  await switchLanguage(page, 'ja');
  expect((await stored).status()).toBe(204);

  // The withdrawal form's "send me a code" button, asked through the same API with the page's session.
  const { csrfToken } = await (await page.request.get('/api/auth/session')).json();
  const withdrawal = { cryptoType: 'BTC', walletAddress: PAYOUT_BTC, amountCents: 100_00 };
  expect((await page.request.post('/api/withdrawals/confirmation-code', { data: withdrawal, headers: { 'x-csrf-token': csrfToken } })).status()).toBeLessThan(
    300,
  );
  const japanese = catalogue('ja');
  await expect
    .poll(async () => (await mailsTo(email)).at(-1)?.subject, { timeout: 30_000, message: 'the confirmation code mail' })
    .toBe(japanese['mail.withdrawalCode.subject']);
  const html = (await mailsTo(email)).at(-1)!.html;
  for (const part of [japanese['mail.greeting']!.replace('{{name}}', 'Kenji Mail'), japanese['mail.withdrawalCode.confirmsOnly']!, PAYOUT_BTC])
    expect(html).toContain(part);
});
