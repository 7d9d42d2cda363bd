import { expect, test } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support/accounts';
import { catalogue, switchLanguage } from './support/catalogues';
import { mailsTo } from './support/mail';

test('a language chosen in the header while signed in is kept on the account: the next mail is written in it', async ({ page }) => {
  const email = uniqueEmail('mail-language');
  await registerThroughForm(page, { fullname: 'Kenji Mail', email });
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/me/language') && response.request().method() === 'PUT');
  await switchLanguage(page, 'ja');
  expect((await stored).status()).toBe(204);

  // The withdrawal form's "send me a code" button, asked through the same API with the page's session.
  const { csrfToken } = await (await page.request.get('/api/auth/session')).json();
  expect((await page.request.post('/api/withdrawals/confirmation-code', { headers: { 'x-csrf-token': csrfToken } })).status()).toBeLessThan(300);
  const japanese = catalogue('ja');
  await expect
    .poll(async () => (await mailsTo(email)).at(-1)?.subject, { timeout: 30_000, message: 'the confirmation code mail' })
    .toBe(japanese['mail.withdrawalCode.subject']);
  expect((await mailsTo(email)).at(-1)!.html).toContain(japanese['mail.greeting']!.replace('{{name}}', 'Kenji Mail'));
});
