import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { useMailedTestApp } from '../../../tests/support/mail-delivery';
import { VALID_WITHDRAWAL as valid, withdrawalCodeSteps } from '../../../tests/support/withdrawal-codes';
import { userRow } from '../../../tests/support/admin-fixtures';
import { totpCode } from '../../../tests/support/two-factor';
import { accountTokens } from '../db/schema';
import { withdrawalCodeMessages } from '../../shared/schemas/withdrawal-code';
import { CODED_WITHDRAWALS_PER_ADDRESS } from './routes';

/** Another address of the same coin, as an attacker holding the session would name. */
const _OTHER_BTC = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';

describe.each(testDatabaseKinds())('withdrawal confirmation codes on %s', (kind) => {
  // Sessions outlive the clock jumped past a code's 10 minutes.
  const { t, mail } = useMailedTestApp(kind, { sessionIdleMinutes: 60 });
  const { codeInvestor, requestCode, withdraw, mailedCode, enableTwoFactor, wrongCode, rowsOf, expectRefused } = withdrawalCodeSteps(t, mail);

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
});
