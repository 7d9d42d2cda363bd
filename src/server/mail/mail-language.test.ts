import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signInThroughApi, signUpUser, TEST_PASSWORD, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { linkIn, useMailedTestApp } from '../../../tests/support/mail-delivery';
import { requestWithdrawal } from '../../../tests/support/withdrawal-codes';
import { VALID_ADDRESSES } from '../../../tests/support/account-fixtures';
import { paymentMethods, users } from '../db/schema';
import { adjustBalance, insertPlan } from '../../../tests/support/admin-fixtures';
import { escapeHtml } from './escape';

const PUBLIC_URL = 'https://invest.example';
const LOCALES = path.join(import.meta.dirname, '../../client/i18n/locales');

/** A catalogue area as the translators wrote it, read from its file. */
const area = (code: string, name: 'mail' | 'notifications') => JSON.parse(readFileSync(path.join(LOCALES, code, `${name}.json`), 'utf8'));
/** A catalogue sentence with its placeholders filled, as the mail's HTML must carry it. */
const filled = (sentence: string, values: Record<string, string> = {}) =>
  escapeHtml(Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), sentence));

let counter = 0;

describe.each(testDatabaseKinds())("mails in the investor's language on %s", (kind) => {
  const { t, mail } = useMailedTestApp(kind, { publicUrl: PUBLIC_URL, loginLimitPerAddress: 1000 });

  const register = (email: string, language?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { fullname: 'Aiko <Tanaka>', email, password: TEST_PASSWORD, language } });
  const signIn = (email: string) => signInThroughApi(t.app, email);
  const newest = async (email: string) => {
    await mail.deliver(t);
    return mail.to(email).at(-1)!;
  };
  const storedLanguage = async (email: string) => (await t.ctx.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

  it.each(['ja', 'ar'])('writes the verification, withdrawal and operator-decision mails of an investor registered in %s in that language', async (code) => {
    const text = area(code, 'mail');
    const email = `lingua${++counter}-${Date.now()}@example.com`;
    expect((await register(email, code)).statusCode).toBe(202);
    expect(await storedLanguage(email)).toBe(code);

    const verification = await newest(email);
    expect(verification.subject).toBe(text.verifyEmail.subject);
    expect(verification.html).toContain(filled(text.greeting, { name: 'Aiko <Tanaka>' }));
    expect(verification.html).toContain(filled(text.verifyEmail.body));
    const token = linkIn(verification, '/auth/verify-email')!.searchParams.get('token');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);

    const codesOn = await signIn(email);
    expect((await codesOn({ method: 'POST', url: '/api/auth/reauth', payload: { password: TEST_PASSWORD } })).statusCode).toBe(204);
    await codesOn({ method: 'PUT', url: '/api/me/email-preferences', payload: { otpsend: 'No', roiemail: 'Yes', invplanemail: 'Yes' } });
    expect((await newest(email)).subject).toBe(text.withdrawalCodesOff.subject);
    // Turning the mailed codes off holds new withdrawals for a day; the investor comes back after it.
    t.clock.advance(24 * 3600_000);
    const investor = await signIn(email);
    const admin: SignedInUser = await signUpUser(t, { role: 'admin' });
    const { id: userId } = (await investor({ method: 'GET', url: '/api/me' })).json();
    expect((await adjustBalance(t, admin, userId, { amountCents: 500_00, narration: 'Funding' })).statusCode).toBe(200);
    const requested = await investor({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { cryptoType: 'BTC', walletAddress: VALID_ADDRESSES.btc_address, amountCents: 123_45 },
    });
    expect(requested.statusCode).toBe(201);

    const submitted = await newest(email);
    expect(submitted.subject).toBe(text.withdrawalSubmitted.subject);
    for (const part of [filled(text.withdrawalSubmitted.intro), filled(text.labels.amount), '$123.45', filled(text.statusPending)])
      expect(submitted.html).toContain(part);

    const reason = 'Address & network do not match';
    expect(
      (await admin.inject({ method: 'POST', url: `/api/admin/withdrawals/${requested.json().withdrawal.id}/reject`, payload: { reason } })).statusCode,
    ).toBe(200);
    const rejected = await newest(email);
    expect(rejected.subject).toBe(text.news.withdrawal_rejected);
    expect(rejected.html).toContain(filled(area(code, 'notifications').bodies.withdrawal_rejected, { amount: '$123.45', reason, refunded: '$123.45' }));
  });

  it('writes the next mails (withdrawal, deposit request) in the language chosen through PUT /api/me/language, and refuses a code without a catalogue', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00, fullname: 'Dana Deutsch' });
    const choose = (language: unknown) => investor.inject({ method: 'PUT', url: '/api/me/language', payload: { language } });
    const withdraw = () => requestWithdrawal(investor);

    expect((await withdraw()).statusCode).toBe(201);
    expect((await newest(investor.user.email)).subject).toBe('Withdrawal Submitted');

    expect((await choose('de')).statusCode).toBe(204);
    expect((await investor.inject({ method: 'GET', url: '/api/me' })).json().language).toBe('de');
    expect((await withdraw()).statusCode).toBe(201);
    const german = await newest(investor.user.email);
    expect(german.subject).toBe(area('de', 'mail').withdrawalSubmitted.subject);
    expect(german.html).toContain(filled(area('de', 'mail').greeting, { name: 'Dana Deutsch' }));
    const plan = await insertPlan(t, { name: 'Gold language plan' });
    await t.ctx.db
      .insert(paymentMethods)
      .values({ name: 'Bitcoin', walletAddress: 'bc1qplatformwallet', uriScheme: 'bitcoin', sortOrder: 1 })
      .onConflictDoNothing();
    const invest = { planId: plan.id, amountCents: 250_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' };
    expect(
      (await investor.inject({ method: 'POST', url: '/api/investments', payload: invest, headers: { 'idempotency-key': crypto.randomUUID() } })).statusCode,
    ).toBe(201);
    const depositRequest = await newest(investor.user.email);
    expect(depositRequest.subject).toBe(area('de', 'mail').depositRequest.subject);
    expect(depositRequest.html).toContain(filled(area('de', 'mail').depositRequest.intro, { plan: 'Gold language plan' }));

    for (const unknown of ['xx', 'EN', 'de-DE', '', 42, null]) {
      const refused = await choose(unknown);
      expect(refused.statusCode, String(unknown)).toBe(400);
      expect(refused.json().error.message, String(unknown)).toBe('This language is not offered.');
    }
    expect(await storedLanguage(investor.user.email)).toBe('de');

    const email = `nolingua${++counter}-${Date.now()}@example.com`;
    expect((await register(email, 'xx')).statusCode).toBe(400);
    expect(await storedLanguage(email)).toBeUndefined();
  });

  it('keeps English for a registration that names no language', async () => {
    const email = `english${++counter}-${Date.now()}@example.com`;
    expect((await register(email)).statusCode).toBe(202);
    expect(await storedLanguage(email)).toBe('en');
    expect((await newest(email)).subject).toBe('Confirm your email address');
  });
});
