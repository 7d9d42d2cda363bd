import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { useMailedTestApp } from '../../../tests/support/mail-delivery';
import { VALID_WITHDRAWAL as valid, withdrawalCodeSteps } from '../../../tests/support/withdrawal-codes';
import { userRow } from '../../../tests/support/admin-fixtures';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';
import { totpCode } from '../../../tests/support/two-factor';
import { withdrawalCodeMessages } from '../../shared/schemas/withdrawal-code';

/** Another address of the same coin, as an attacker holding the session would name. */
const OTHER_BTC = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';

describe.each(testDatabaseKinds())('a withdrawal confirmation code names what it confirms on %s', (kind) => {
  // Sessions outlive the clock jumped past a code's 10 minutes.
  const { t, mail } = useMailedTestApp(kind, { sessionIdleMinutes: 60 });
  const { codeInvestor, requestCode, withdraw, mailedCode, failedTries, enableTwoFactor, expectRefused } = withdrawalCodeSteps(t, mail);

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
