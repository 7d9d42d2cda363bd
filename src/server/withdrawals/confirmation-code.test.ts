import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { useMailedTestApp } from '../../../tests/support/mail-delivery';
import { userRow } from '../../../tests/support/admin-fixtures';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';
import { totpCode } from '../../../tests/support/two-factor';
import { accountTokens, twoFactorCredentials, withdrawals } from '../db/schema';
import { sealTotpSecret } from '../two-factor/credentials';
import { newTotpSecret } from '../two-factor/totp';
import { withdrawalCodeMessages } from '../../shared/schemas/withdrawal-code';
import { CODED_WITHDRAWALS_PER_ADDRESS } from './routes';

const valid = { cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents: 100_00 };
/** Another address of the same coin, as an attacker holding the session would name. */
const OTHER_BTC = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';

describe.each(testDatabaseKinds())('withdrawal confirmation codes on %s', (kind) => {
  // Sessions outlive the clock jumped past a code's 10 minutes.
  const { t, mail } = useMailedTestApp(kind, { sessionIdleMinutes: 60 });

  const codeInvestor = (balanceCents = 1000_00) => signUpUser(t, { balanceCents, otpsend: 'Yes', fullname: 'Cody <Code>' });
  /** Asks for a code confirming the withdrawal `details` name (the valid one unless told). */
  const requestCode = (investor: SignedInUser, details: object = valid) =>
    investor.inject({ method: 'POST', url: '/api/withdrawals/confirmation-code', payload: details });
  const withdraw = (investor: SignedInUser, body: object, key: string = crypto.randomUUID()) =>
    investor.inject({ method: 'POST', url: '/api/withdrawals', payload: body, headers: { 'idempotency-key': key } });
  /** The newest code mailed to the investor, read back from what the SMTP listener received. */
  const mailedCode = async (investor: SignedInUser) => {
    await mail.deliver(t);
    const received = mail.to(investor.user.email).at(-1);
    expect(received?.subject).toBe('Your withdrawal confirmation code');
    return /<strong>(\d{6})<\/strong>/.exec(received!.html)![1]!;
  };
  const failedTries = async (investor: SignedInUser) => {
    const [live] = await t.ctx.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, investor.user.id), eq(accountTokens.purpose, 'withdrawal_code')));
    return live!.failedAttempts;
  };
  const enableTwoFactor = async (investor: SignedInUser) => {
    const secret = newTotpSecret();
    await t.ctx.db.insert(twoFactorCredentials).values({ userId: investor.user.id, secretEncrypted: sealTotpSecret(t.ctx, secret), enabledAt: t.clock.now() });
    return secret;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const rowsOf = async (investor: SignedInUser) => t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, investor.user.id));
  const expectRefused = async (investor: SignedInUser, body: object, message: string) => {
    const before = (await userRow(t, investor.user.id)).balanceCents;
    const rowsBefore = (await rowsOf(investor)).length;
    const response = await withdraw(investor, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(before);
    expect(await rowsOf(investor)).toHaveLength(rowsBefore);
  };

  it('mails a 6-digit code, stores only its hash, and a withdrawal carrying it goes through once', async () => {
    const investor = await codeInvestor();
    const sent = await requestCode(investor);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: withdrawalCodeMessages.codeSent });
    const code = await mailedCode(investor);
    expect(mail.to(investor.user.email).at(-1)!.html).toContain('Cody &lt;Code&gt;');
    const [stored] = await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, investor.user.id));
    expect(stored!.purpose).toBe('withdrawal_code');
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * 60_000);

    await expectRefused(investor, valid, withdrawalCodeMessages.codeRequired);
    const key = crypto.randomUUID();
    const accepted = await withdraw(investor, { ...valid, confirmationCode: code }, key);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().balanceCents).toBe(900_00);
    // The same request again under its key replays its answer, and moves no more money.
    const replayed = await withdraw(investor, { ...valid, confirmationCode: code }, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual(accepted.json());
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(900_00);
    // Under a new key the code is spent.
    await expectRefused(investor, { ...valid, confirmationCode: code }, withdrawalCodeMessages.codeInvalid);
  });

  it('refuses a wrong, an expired, a replaced and a malformed code, and voids a code after 5 wrong tries', async () => {
    const investor = await codeInvestor();
    await requestCode(investor);
    const first = await mailedCode(investor);
    await requestCode(investor);
    const second = await mailedCode(investor);
    if (first !== second) await expectRefused(investor, { ...valid, confirmationCode: first }, withdrawalCodeMessages.codeInvalid);
    for (let i = 0; i < 4; i += 1) await expectRefused(investor, { ...valid, confirmationCode: wrongCode(second) }, withdrawalCodeMessages.codeInvalid);
    // Four wrong tries (five with the replaced code) have used up the code: even the right one fails now.
    if (first === second) await expectRefused(investor, { ...valid, confirmationCode: wrongCode(second) }, withdrawalCodeMessages.codeInvalid);
    await expectRefused(investor, { ...valid, confirmationCode: second }, withdrawalCodeMessages.codeInvalid);

    await requestCode(investor);
    const expiring = await mailedCode(investor);
    t.clock.advance(10 * 60_000 + 1);
    await expectRefused(investor, { ...valid, confirmationCode: expiring }, withdrawalCodeMessages.codeInvalid);
    for (const malformed of ['12345', '1234567', 'abcdef', 123456, null, 'x'.repeat(10_000)]) {
      await expectRefused(investor, { ...valid, confirmationCode: malformed }, withdrawalCodeMessages.codeInvalid);
    }
  });

  it('checks the amount rules first: a refused amount leaves the code usable', async () => {
    const investor = await codeInvestor(200_00);
    await requestCode(investor);
    const code = await mailedCode(investor);
    await expectRefused(investor, { ...valid, amountCents: 300_00, confirmationCode: code }, 'Insufficient balance.');
    await expectRefused(investor, { cryptoType: 'BTC', confirmationCode: code }, 'All fields are required.');
    expect((await withdraw(investor, { ...valid, confirmationCode: code })).statusCode).toBe(201);
  });

  it('gives the code back when the withdrawal it confirmed did not happen: 409 after every attempt lost its race', async () => {
    const investor = await codeInvestor();
    await requestCode(investor);
    const code = await mailedCode(investor);
    // The investor's balance update writes nothing, as when another request changed the row first, every time.
    await t.ctx.db.execute(sql`create function lose_every_race() returns trigger language plpgsql as $$ begin return null; end $$`);
    await t.ctx.db.execute(
      sql.raw(
        `create trigger lose_every_race before update of balance_cents on users for each row when (old.id = '${investor.user.id}'::uuid) execute function lose_every_race()`,
      ),
    );
    try {
      const lost = await withdraw(investor, { ...valid, confirmationCode: code });
      expect(lost.statusCode).toBe(409);
      expect(lost.json().error.message).toBe('Your balance changed while this request ran. Please try again.');
    } finally {
      await t.ctx.db.execute(sql`drop trigger lose_every_race on users`);
      await t.ctx.db.execute(sql`drop function lose_every_race`);
    }
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(1000_00);
    expect(await rowsOf(investor)).toHaveLength(0);
    // The same mailed code confirms the next try, once.
    const retried = await withdraw(investor, { ...valid, confirmationCode: code });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().balanceCents).toBe(900_00);
    await expectRefused(investor, { ...valid, confirmationCode: code }, withdrawalCodeMessages.codeInvalid);
  });

  it("leaves a fresh code usable when its request reuses an earlier request's key with another body (409)", async () => {
    const investor = await codeInvestor();
    await requestCode(investor);
    const key = crypto.randomUUID();
    expect((await withdraw(investor, { ...valid, confirmationCode: await mailedCode(investor) }, key)).statusCode).toBe(201);
    await requestCode(investor);
    const fresh = await mailedCode(investor);
    expect((await withdraw(investor, { ...valid, confirmationCode: fresh }, key)).statusCode).toBe(409);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(900_00);
    const next = await withdraw(investor, { ...valid, confirmationCode: fresh });
    expect(next.statusCode).toBe(201);
    expect(next.json().balanceCents).toBe(800_00);
  });

  it('takes the authenticator code of an investor with two-factor sign-in on, each code once', async () => {
    const investor = await codeInvestor();
    const secret = await enableTwoFactor(investor);
    const code = totpCode(secret, t.clock.now());
    expect((await withdraw(investor, { ...valid, confirmationCode: code })).statusCode).toBe(201);
    await expectRefused(investor, { ...valid, confirmationCode: code }, withdrawalCodeMessages.codeInvalid);
    const other = await codeInvestor();
    await expectRefused(other, { ...valid, confirmationCode: totpCode(secret, t.clock.now()) }, withdrawalCodeMessages.codeInvalid);
    // Guesses at the authenticator's code are bounded: 10 coded withdrawals per quarter hour, then 429.
    for (let i = 0; i < 8; i += 1) await expectRefused(investor, { ...valid, confirmationCode: wrongCode(code) }, withdrawalCodeMessages.codeInvalid);
    const limited = await withdraw(investor, { ...valid, confirmationCode: totpCode(secret, new Date(t.clock.now().getTime() + 30_000)) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(withdrawalCodeMessages.tooManyTries);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(900_00);
  });

  it('bounds coded withdrawals from one address across accounts, while another address still withdraws', async () => {
    const from = (investor: SignedInUser, remoteAddress: string, body: object) =>
      investor.inject({ method: 'POST', url: '/api/withdrawals', payload: body, headers: { 'idempotency-key': crypto.randomUUID() }, remoteAddress });
    const guess = { ...valid, confirmationCode: '000000' };
    let sent = 0;
    while (sent < CODED_WITHDRAWALS_PER_ADDRESS) {
      const investor = await codeInvestor();
      // Under each account's own limit of 10, so only the address's limit can refuse.
      for (let i = 0; i < 8 && sent < CODED_WITHDRAWALS_PER_ADDRESS; i += 1, sent += 1) {
        expect((await from(investor, '203.0.113.7', guess)).statusCode).toBe(400);
      }
    }
    const fresh = await codeInvestor();
    const limited = await from(fresh, '203.0.113.7', guess);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(withdrawalCodeMessages.tooManyTries);
    await requestCode(fresh);
    const elsewhere = await from(fresh, '198.51.100.9', { ...valid, confirmationCode: await mailedCode(fresh) });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('needs no code when the investor turned the preference off, and sends codes only a few times per quarter hour', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00, otpsend: 'No' });
    expect((await withdraw(investor, valid)).statusCode).toBe(201);

    expect((await t.app.inject({ method: 'POST', url: '/api/withdrawals/confirmation-code', payload: valid })).statusCode).toBe(401);
    const unverified = await signUpUser(t, { otpsend: 'Yes', emailVerified: false });
    expect((await requestCode(unverified)).statusCode).toBe(403);
    const eager = await codeInvestor();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await requestCode(eager)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await requestCode(eager);
    expect(limited.json().error.message).toBe(withdrawalCodeMessages.tooManyCodes);
    await mail.deliver(t);
    expect(mail.to(eager.user.email)).toHaveLength(5);
    // One live code per investor: each request replaced the one before.
    const live = await t.ctx.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, eager.user.id), eq(accountTokens.purpose, 'withdrawal_code')));
    expect(live).toHaveLength(1);
  });
  it('confirms only the withdrawal it was asked for: $50 to one address does not confirm $900 to another, and the try counts', async () => {
    const investor = await codeInvestor();
    const asked = { ...valid, amountCents: 50_00 };
    expect((await requestCode(investor, asked)).statusCode).toBe(202);
    const code = await mailedCode(investor);
    await expectRefused(investor, { ...valid, walletAddress: OTHER_BTC, amountCents: 900_00, confirmationCode: code }, withdrawalCodeMessages.codeInvalid);
    expect(await failedTries(investor)).toBe(1);
    // Each detail alone changed is another withdrawal.
    await expectRefused(investor, { ...asked, amountCents: 50_01, confirmationCode: code }, withdrawalCodeMessages.codeInvalid);
    await expectRefused(investor, { ...asked, walletAddress: OTHER_BTC, confirmationCode: code }, withdrawalCodeMessages.codeInvalid);
    await expectRefused(
      investor,
      { ...asked, cryptoType: 'ETH', walletAddress: PAYOUT_ADDRESS.ETH, confirmationCode: code },
      withdrawalCodeMessages.codeInvalid,
    );
    expect(await failedTries(investor)).toBe(4);
    const confirmed = await withdraw(investor, { ...asked, confirmationCode: code });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().withdrawal).toMatchObject({ amountCents: 50_00, walletAddress: PAYOUT_ADDRESS.BTC, cryptoType: 'BTC' });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(950_00);
  });

  it('counts a withdrawal other than the asked one as a wrong code: five of them void the code', async () => {
    const investor = await codeInvestor();
    await requestCode(investor);
    const code = await mailedCode(investor);
    for (let i = 0; i < 5; i += 1)
      await expectRefused(investor, { ...valid, walletAddress: OTHER_BTC, confirmationCode: code }, withdrawalCodeMessages.codeInvalid);
    await expectRefused(investor, { ...valid, confirmationCode: code }, withdrawalCodeMessages.codeInvalid);
  });

  it('binds the USDT network: a code for TRC-20 does not confirm the same amount on ERC-20', async () => {
    const investor = await codeInvestor();
    const trc20 = { cryptoType: 'USDT', network: 'TRC20', walletAddress: PAYOUT_ADDRESS.USDT, amountCents: 100_00 };
    await requestCode(investor, trc20);
    const code = await mailedCode(investor);
    await expectRefused(
      investor,
      { ...trc20, network: 'ERC20', walletAddress: PAYOUT_ADDRESS.ETH, confirmationCode: code },
      withdrawalCodeMessages.codeInvalid,
    );
    const confirmed = await withdraw(investor, { ...trc20, confirmationCode: code });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().withdrawal).toMatchObject({ cryptoType: 'USDT', network: 'TRC20' });
  });

  it('mails the amount, the coin with its network and the whole address, every value escaped', async () => {
    const investor = await codeInvestor();
    const address = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
    await requestCode(investor, { cryptoType: 'USDT', network: 'ERC20', walletAddress: address, amountCents: 1234_56 });
    await mailedCode(investor);
    const received = mail.to(investor.user.email).at(-1)!;
    for (const shown of ['It confirms only this withdrawal:', '$1,234.56', 'USDT ERC-20', address]) expect(received.html).toContain(shown);
    expect(received.html).toContain('Cody &lt;Code&gt;');
  });

  it('checks the details a code is asked for with the withdrawal rules, and mails nothing for refused ones', async () => {
    const investor = await codeInvestor();
    const refusals: Array<[object, string]> = [
      [{}, 'Withdrawal data is incomplete.'],
      [{ cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC }, 'All fields are required.'],
      [{ ...valid, walletAddress: PAYOUT_ADDRESS.ETH }, 'Please enter a valid BTC address.'],
      [{ ...valid, amountCents: -5 }, 'Please enter a valid amount.'],
      [{ ...valid, cryptoType: 'USDT', walletAddress: PAYOUT_ADDRESS.USDT }, 'Please choose the USDT network: TRC-20 or ERC-20.'],
      [{ ...valid, confirmationCode: '123456' }, 'Unrecognized key: "confirmationCode"'],
    ];
    for (const [details, message] of refusals) {
      const response = await requestCode(investor, details);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    await mail.deliver(t);
    expect(mail.to(investor.user.email)).toHaveLength(0);
  });

  it('with two-factor sign-in on, needs the authenticator code even with e-mailed codes turned off', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00, otpsend: 'No' });
    const secret = await enableTwoFactor(investor);
    await expectRefused(investor, valid, withdrawalCodeMessages.authenticatorCodeRequired);
    expect((await withdraw(investor, valid)).json().error.code).toBe('CONFIRMATION_CODE_REQUIRED');
    await expectRefused(investor, { ...valid, confirmationCode: '000000' }, withdrawalCodeMessages.codeInvalid);
    expect((await withdraw(investor, { ...valid, confirmationCode: totpCode(secret, t.clock.now()) })).statusCode).toBe(201);
  });

  it('with two-factor sign-in on, a mailed code is not enough: none is sent, and one sent before does not confirm', async () => {
    const investor = await codeInvestor();
    await requestCode(investor);
    const earlier = await mailedCode(investor);
    const secret = await enableTwoFactor(investor);
    const asked = await requestCode(investor);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error).toMatchObject({ code: 'AUTHENTICATOR_CODE_REQUIRED', message: withdrawalCodeMessages.authenticatorCodeRequired });
    await mail.deliver(t);
    expect(mail.to(investor.user.email)).toHaveLength(1);
    await expectRefused(investor, { ...valid, confirmationCode: earlier }, withdrawalCodeMessages.codeInvalid);
    expect((await withdraw(investor, { ...valid, confirmationCode: totpCode(secret, t.clock.now()) })).statusCode).toBe(201);
  });
});
