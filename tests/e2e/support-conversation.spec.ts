import { expect as baseExpect, test } from '@playwright/test';
import { newInvestor } from './support/money-fixtures';
import { signIn } from './support/accounts';
import { signInOperator } from './support/operator';

// Two CPU cores shared with other suites: screens may take longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test('an investor writes to support, an operator answers in the back office, the investor reads the answer', async ({ page, browser, baseURL }) => {
  // An operator's sign-in may wait for a fresh 30-second authenticator step.
  test.setTimeout(180_000);
  const email = await newInvestor(page, 'support-conversation');
  const question = 'My deposit has not arrived\nI paid at 10:00 <b>UTC</b>.';

  await page.goto('/support');
  await page.getByLabel('Message').fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
  const listed = page.getByRole('button', { name: /My deposit has not arrived/ });
  await expect(listed).toContainText('Open');

  // The owner finds it among the open conversations, reads it as text and answers.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInOperator(owner, baseURL!);
  await owner.goto('/admin/support');
  await owner.getByLabel('Search investor').fill(email);
  // Exactly its subject: the search also finds investors with similar addresses, who may have written alike.
  await owner.getByRole('button', { name: 'Open: My deposit has not arrived', exact: true }).click();
  await expect(owner.getByText('I paid at 10:00 <b>UTC</b>.', { exact: false })).toBeVisible();
  const answer = 'It arrived this morning.\nYour balance shows it now.';
  await owner.getByLabel('Reply to the investor').fill(answer);
  await owner.getByRole('button', { name: 'Send reply' }).click();
  await expect(owner.getByRole('listitem').filter({ hasText: 'It arrived this morning.' })).toContainText('Support');
  await owner.getByRole('button', { name: 'Close conversation' }).click();
  await expect(owner.getByRole('button', { name: 'Close conversation' })).toHaveCount(0);
  await ownerContext.close();

  // The investor (signed in again: their session idled while the operator worked) sees the reply marked new.
  await signIn(page, email);
  await page.goto('/support');
  const conversation = page.getByRole('button', { name: /My deposit has not arrived/ });
  await expect(conversation).toContainText('New replies: 1');
  await expect(conversation).toContainText('Closed');
  await conversation.click();
  const reply = page.getByRole('listitem').filter({ hasText: 'It arrived this morning.' });
  await expect(reply).toContainText('Support team');
  await expect(reply).toContainText('New');
  await expect(reply.getByText('It arrived this morning.\nYour balance shows it now.')).toBeVisible();

  // Writing again reopens it.
  await page.getByLabel('Your reply').fill('Thank you, I see it.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Thank you, I see it.' })).toContainText('You');
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(page.getByRole('button', { name: /My deposit has not arrived/ })).toContainText('Open');
});
