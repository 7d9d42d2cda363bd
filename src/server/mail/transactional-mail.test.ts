import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, TEST_PASSWORD, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { useMailedTestApp } from '../../../tests/support/mail-delivery';
import { insertPlan } from '../../../tests/support/admin-fixtures';
import { KYC_TEXT_FIELDS, multipartBody, pdfBytes, pngBytes, VALID_ADDRESSES } from '../../../tests/support/account-fixtures';
import { paymentMethods } from '../db/schema';

const SUPPORT_EMAIL = 'help@invest.example';

/** What each investor action mails, sent through a real SMTP server and read back from it. */
describe.each(testDatabaseKinds())('the mails investor actions send, through SMTP, on %s', (kind) => {
  const { t, mail: delivery } = useMailedTestApp(kind, { supportEmail: SUPPORT_EMAIL });
  beforeAll(async () => {
    await t.ctx.db.insert(paymentMethods).values({ name: 'Bitcoin', walletAddress: 'bc1qplatformwallet', uriScheme: 'bitcoin', sortOrder: 1 });
  });

  const post = (investor: SignedInUser, url: string, payload: object) =>
    investor.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': crypto.randomUUID() } });
  const deliver = () => delivery.deliver(t);

  it('sends the withdrawal summary: method, amount, fee, status and wallet', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00, fullname: 'Wanda Withdraw' });
    expect((await post(investor, '/api/withdrawals', { cryptoType: 'BTC', walletAddress: VALID_ADDRESSES.btc_address, amountCents: 123_45 })).statusCode).toBe(
      201,
    );
    const [mail] = await deliver();
    expect(mail!.to).toEqual([investor.user.email]);
    expect(mail!.subject).toBe('Withdrawal Submitted');
    for (const part of ['Wanda Withdraw', 'BTC', '$123.45', '$0.00', 'Pending', VALID_ADDRESSES.btc_address]) expect(mail!.html).toContain(part);
  });

  it('sends the deposit request with plan, method, amount and wallet address', async () => {
    const plan = await insertPlan(t, { name: 'Gold mail plan' });
    const investor = await signUpUser(t, { fullname: 'Dora Deposit' });
    expect(
      (await post(investor, '/api/investments', { planId: plan.id, amountCents: 250_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' })).statusCode,
    ).toBe(201);
    const [mail] = await deliver();
    expect(mail!.to).toEqual([investor.user.email]);
    expect(mail!.subject).toBe('Investment Deposit Request Submitted');
    for (const part of ['Gold mail plan', 'Bitcoin', '$250.00', 'bc1qplatformwallet']) expect(mail!.html).toContain(part);
  });

  it('sends the deposit request to an investor who said No to plan mails under Other Settings: it carries the payment instructions', async () => {
    const investor = await signUpUser(t);
    await investor.reauthenticate();
    const off = await investor.inject({ method: 'PUT', url: '/api/me/email-preferences', payload: { otpsend: 'Yes', roiemail: 'Yes', invplanemail: 'No' } });
    expect(off.statusCode).toBe(200);
    const plan = await insertPlan(t);
    expect(
      (await post(investor, '/api/investments', { planId: plan.id, amountCents: 150_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' })).statusCode,
    ).toBe(201);
    const mails = await deliver();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[[investor.user.email], 'Investment Deposit Request Submitted']]);
    for (const part of ['$150.00', 'bc1qplatformwallet']) expect(mails[0]!.html).toContain(part);
  });

  it('sends a support message to SUPPORT_EMAIL with the sender’s words escaped', async () => {
    const investor = await signUpUser(t);
    const response = await post(investor, '/api/support', { name: 'Sam <b>Bold</b>', email: 'sam@example.com', message: 'Help & <script>x</script>' });
    expect(response.statusCode).toBe(201);
    const [mail] = await deliver();
    expect(mail!.to).toEqual([SUPPORT_EMAIL]);
    expect(mail!.subject).toBe('Support message from Sam <b>Bold</b>');
    expect(mail!.html).toContain('Help &amp; &lt;script&gt;x&lt;/script&gt;');
    expect(mail!.html).toContain(investor.user.email);
  });

  it('tells the investor their password was changed, whatever their mail preferences', async () => {
    const investor = await signUpUser(t, { fullname: 'Pat Password' });
    await investor.inject({ method: 'PUT', url: '/api/me/email-preferences', payload: { otpsend: 'No', roiemail: 'No', invplanemail: 'No' } });
    const change = await investor.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-secret', confirmPassword: 'a-brand-new-secret' },
    });
    expect(change.statusCode).toBe(200);
    const [mail] = await deliver();
    expect(mail!.to).toEqual([investor.user.email]);
    expect(mail!.subject).toBe('Your password was changed');
    expect(mail!.html).toContain('Pat Password');
    expect(mail!.html).toContain('other sessions were signed out');
  });

  it('confirms a KYC submission is received and pending', async () => {
    const investor = await signUpUser(t);
    const upload = await multipartBody(KYC_TEXT_FIELDS, {
      idFront: { bytes: await pngBytes(), filename: 'front.png', type: 'image/png' },
      idBack: { bytes: pdfBytes(), filename: 'back.pdf', type: 'application/pdf' },
      selfie: { bytes: await pngBytes(), filename: 'me.png', type: 'image/png' },
    });
    expect((await investor.inject({ method: 'POST', url: '/api/kyc', ...upload })).statusCode).toBe(201);
    const [mail] = await deliver();
    expect(mail!.to).toEqual([investor.user.email]);
    expect(mail!.subject).toBe('KYC received');
    expect(mail!.html).toContain(KYC_TEXT_FIELDS.fullName);
    expect(mail!.html).toContain('pending');
  });
});
