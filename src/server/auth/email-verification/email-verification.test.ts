import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { signInThroughApi, signUpUser, TEST_PASSWORD } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { linkIn, useMailedTestApp } from '../../../../tests/support/mail-delivery';
import { requestWithdrawal } from '../../../../tests/support/withdrawal-codes';
import { VALID_ADDRESSES } from '../../../../tests/support/account-fixtures';
import { accountTokens, users, withdrawals } from '../../db/schema';
import { recoveryMessages } from '../../../shared/schemas/account-recovery';

const PUBLIC_URL = 'https://invest.example';
let counter = 0;
const uniqueEmail = () => `verify${++counter}-${Date.now()}@example.com`;

describe.each(testDatabaseKinds())('e-mail verification on %s', (kind) => {
  const { t, mail } = useMailedTestApp(kind, { publicUrl: PUBLIC_URL, loginLimitPerAddress: 1000 });

  const register = (email: string, fullname = 'Vera Verify', password = TEST_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { fullname, email, password } });
  const verify = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: payload as object });
  const signIn = (email: string) => signInThroughApi(t.app, email);
  const mailedToken = async (email: string) => {
    await mail.deliver(t);
    const link = linkIn(mail.to(email).at(-1), '/auth/verify-email');
    expect(link?.origin).toBe(PUBLIC_URL);
    return link!.searchParams.get('token')!;
  };
  const userByEmail = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0];

  it('mails a link at registration; until it is opened the investor may sign in but not change payout addresses', async () => {
    const email = uniqueEmail();
    expect((await register(email)).statusCode).toBe(202);
    const token = await mailedToken(email);
    expect(mail.to(email)[0]!.subject).toBe('Confirm your email address');
    const [stored] = await t.ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, (await userByEmail(email))!.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 3600_000);

    const investor = await signIn(email);
    expect((await investor({ method: 'GET', url: '/api/me' })).json().emailVerified).toBe(false);
    const refused = await investor({
      method: 'PUT',
      url: '/api/me/crypto-addresses',
      payload: { ...EMPTY_ADDRESSES, btc_address: VALID_ADDRESSES.btc_address },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(recoveryMessages.emailNotVerified);
    expect((await userByEmail(email))!.cryptoAddresses.btc_address).toBe('');

    const verified = await verify({ token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: recoveryMessages.emailVerified });
    expect((await investor({ method: 'GET', url: '/api/me' })).json().emailVerified).toBe(true);
    expect((await investor({ method: 'POST', url: '/api/auth/reauth', payload: { password: TEST_PASSWORD } })).statusCode).toBe(204);
    const saved = await investor({ method: 'PUT', url: '/api/me/crypto-addresses', payload: { ...EMPTY_ADDRESSES, btc_address: VALID_ADDRESSES.btc_address } });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses a withdrawal until the address is verified, then lets it through after a re-sent link', async () => {
    const investor = await signUpUser(t, { emailVerified: false, balanceCents: 500_00 });
    const withdraw = () => requestWithdrawal(investor);
    const refused = await withdraw();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(recoveryMessages.emailNotVerified);
    const [{ value: rows }] = (await t.ctx.db.select({ value: count() }).from(withdrawals).where(eq(withdrawals.userId, investor.user.id))) as [
      { value: number },
    ];
    expect(rows).toBe(0);

    const resent = await investor.inject({ method: 'POST', url: '/api/auth/verify-email/resend' });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: recoveryMessages.verificationSent });
    expect((await verify({ token: await mailedToken(investor.user.email) })).statusCode).toBe(200);
    expect((await withdraw()).statusCode).toBe(201);
  });

  it('answers a taken address exactly as a new one, creates nothing and tells the owner instead', async () => {
    const owner = await signUpUser(t, { fullname: 'Olive <Owner>' });
    const before = (await userByEmail(owner.user.email))!;
    const fresh = await register(uniqueEmail(), 'Someone Else', 'another-password-1');
    const taken = await register(owner.user.email.toUpperCase(), 'Someone Else', 'another-password-1');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(await userByEmail(owner.user.email)).toEqual(before);
    await mail.deliver(t);
    const toOwner = mail.to(owner.user.email);
    expect(toOwner.map((received) => received.subject)).toEqual(['Someone tried to register with your address']);
    expect(toOwner[0]!.html).toContain('Olive &lt;Owner&gt;');
    expect(linkIn(toOwner[0], '/auth/forgot-password')?.origin).toBe(PUBLIC_URL);
    expect(linkIn(toOwner[0], '/auth/verify-email')).toBeUndefined();
  });

  it('refuses a used, an expired and an unknown token, missing fields and huge bodies with a clear 4xx, changing nothing', async () => {
    const email = uniqueEmail();
    await register(email);
    const token = await mailedToken(email);
    expect((await verify({ token })).statusCode).toBe(200);
    const reused = await verify({ token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(recoveryMessages.verificationLinkInvalid);

    const later = uniqueEmail();
    await register(later);
    const expiring = await mailedToken(later);
    t.clock.advance(24 * 3600_000 + 1);
    const expired = await verify({ token: expiring });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(recoveryMessages.verificationLinkInvalid);
    expect((await userByEmail(later))!.emailVerifiedAt).toBeNull();
    expect((await verify({ token: 'B'.repeat(43) })).statusCode).toBe(400);
    const missing = await verify({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('The link is incomplete.');
    expect((await verify({ token: 'x'.repeat(100_000) })).statusCode).toBe(400);
    expect((await verify({ token: 'x'.repeat(2 * 1024 * 1024) })).statusCode).toBe(413);
  });

  it('sends the link again only to a signed-in, unverified investor, a few times per quarter hour', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode).toBe(401);
    const verified = await signUpUser(t);
    const already = await verified.inject({ method: 'POST', url: '/api/auth/verify-email/resend' });
    expect(already.statusCode).toBe(409);
    expect(already.json().error.message).toBe(recoveryMessages.alreadyVerified);

    const investor = await signUpUser(t, { emailVerified: false });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await investor.inject({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await mail.deliver(t)).toHaveLength(3);
  });
});

const EMPTY_ADDRESSES = { btc_address: '', eth_address: '', ltc_address: '', usdt_address: '', tron_address: '' };
