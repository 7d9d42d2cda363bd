import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, registerThroughForm, uniqueEmail } from './support/accounts';
import { pdfBytes } from '../support/account-fixtures';
import { mailsTo } from './support/mail';
import { confirmPasswordInDialog } from './support/step-up';

/** Real files from real encoders, written where the browser's file chooser can pick them. */
async function writeKycFiles(): Promise<{ dir: string; jpeg: string; png: string; pdf: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyc-e2e-'));
  const image = () => sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 110, b: 190 } } });
  const files = { dir, jpeg: path.join(dir, 'selfie.jpg'), png: path.join(dir, 'id-front.png'), pdf: path.join(dir, 'id-back.pdf') };
  fs.writeFileSync(files.jpeg, await image().jpeg().toBuffer());
  fs.writeFileSync(files.png, await image().png().toBuffer());
  fs.writeFileSync(files.pdf, pdfBytes());
  return files;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

async function chooseFile(page: Page, label: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label).click();
  await (await chooser).setFiles(file);
}

/** Holds the first matching request back a moment, so the busy label can be seen. */
async function slowDown(page: Page, urlPattern: string, method: string) {
  await page.route(urlPattern, async (route) => {
    if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

test('an investor edits the profile, sees the success message, and the change stays', async ({ page }) => {
  await registerThroughForm(page, { fullname: 'Prof Ile', email: uniqueEmail('profile') });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  for (const tab of ['Personal Settings', 'Withdrawal Settings', 'Password/Security', 'Other Settings']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Full name is required.')).toBeVisible();

  await page.getByLabel('Full name').fill('Profile Edited');
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Address').fill('1 High Street, London');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Profile Edited');
  await expect(page.getByLabel('Phone')).toHaveValue('+44 20 7946 0958');

  await page.getByRole('tab', { name: 'Withdrawal Settings' }).click();
  await page.getByLabel('Bitcoin (BTC) address').fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await page.getByRole('button', { name: 'Save Withdrawal Settings' }).click();
  await expect(page.getByText('Please enter a valid BTC address.')).toBeVisible();
  await page.getByLabel('Bitcoin (BTC) address').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await page.getByRole('button', { name: 'Save Withdrawal Settings' }).click();
  await confirmPasswordInDialog(page);
  await expect(page.getByText('Withdrawal settings updated successfully!')).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { name: 'Configuración de la cuenta' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Datos personales' })).toBeVisible();
});

test('an investor changes the password, other sessions end, and only the new password signs in', async ({ page, baseURL }) => {
  const email = uniqueEmail('password');
  const newPassword = 'a-fresh-password-42';
  await registerThroughForm(page, { fullname: 'Pass Word', email });
  // A second device signed in to the same account.
  const otherDevice = await apiRequest.newContext({ baseURL });
  expect((await otherDevice.post('/api/auth/login', { data: { email, password: E2E_PASSWORD } })).status()).toBe(200);

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Manage account security' }).click();
  await expect(page).toHaveURL(/\/dashboards\/manage-account-security$/);
  await expect(page.getByRole('button', { name: /^End session on/ })).toHaveCount(1);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Password/Security' }).click();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Error updating password: Incorrect current password.')).toBeVisible();

  await page.getByLabel('Current password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  expect((await otherDevice.get('/api/auth/session')).status()).toBe(401);
  await otherDevice.dispose();

  await page.goto('/dashboards/manage-account-security');
  await expect(page.getByText('This device')).toBeVisible();
  await expect(page.getByRole('button', { name: /^End session on/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await signInWith(page, email, E2E_PASSWORD);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signInWith(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboards$/);
});

test('an investor completes the KYC wizard with real files and sees the submission pending', async ({ page }) => {
  const files = await writeKycFiles();
  try {
    await registerThroughForm(page, { fullname: 'Kay Wyc', email: uniqueEmail('kyc') });
    await page.goto('/kyc');
    await expect(page.getByRole('heading', { name: 'KYC Verification' })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await page.getByLabel('Full name').fill('Kay Wyc');
    await page.getByLabel('Date of birth').fill('1988-07-14');
    await page.getByLabel('Address').fill('5 Market Street, Leeds');
    await page.getByLabel('Country').fill('United Kingdom');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('combobox', { name: 'ID type' }).click();
    const idTypes = page.getByRole('listbox', { name: 'ID type' });
    await expect(idTypes.getByRole('option')).toHaveText(["Driver's License", 'National ID', 'Passport']);
    await idTypes.getByRole('option', { name: 'Passport' }).click();
    await page.getByLabel('ID number').fill('P7654321');
    await page.getByLabel('Expiry date').fill('2034-03-31');
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Country')).toHaveValue('United Kingdom');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('ID number')).toHaveValue('P7654321');
    await page.getByRole('button', { name: 'Next' }).click();

    await chooseFile(page, 'ID front', files.png);
    await chooseFile(page, 'ID back', files.pdf);
    await chooseFile(page, 'Selfie', files.jpeg);
    await slowDown(page, '**/api/kyc', 'POST');
    await page.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await expect(page.getByRole('status').filter({ hasText: 'KYC submitted successfully! Your documents are pending review.' })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText('Your documents were received and are pending review.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit KYC' })).toHaveCount(0);

    // The submission is a status change the header counts and the notifications page lists.
    await page.reload();
    await page.getByRole('link', { name: 'Notifications (1 unread)' }).click();
    await expect(page).toHaveURL(/\/notification$/);
    await expect(page.getByText('KYC received')).toBeVisible();
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByText('No unread notifications')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  } finally {
    fs.rmSync(files.dir, { recursive: true, force: true });
  }
});

test('an investor sends a support message and it reaches the support mailbox', async ({ page }) => {
  const email = uniqueEmail('support');
  await registerThroughForm(page, { fullname: 'Sue Port', email });
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Contact Support' })).toBeVisible();
  const mailbox = (await page.getByRole('link', { name: /@/ }).textContent())!;
  await expect(page.getByLabel('Name')).toHaveValue('Sue Port');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message is required.')).toBeVisible();

  const message = `My deposit has not arrived yet (${Date.now()}).`;
  await page.getByLabel('Message').fill(message);
  await slowDown(page, '**/api/support', 'POST');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');

  // Delivered by the app's mail worker to the e2e server's SMTP listener.
  await expect.poll(async () => (await mailsTo(mailbox)).find((mail) => mail.html.includes(message)), { timeout: 30_000 }).toBeTruthy();
  const sent = (await mailsTo(mailbox)).find((mail) => mail.html.includes(message))!;
  expect(sent.subject).toBe('Support message from Sue Port');
  expect(sent.html).toContain(email);
});
