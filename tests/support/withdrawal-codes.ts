import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signUpUser, type SignedInUser, type TestApp } from './test-app';
import { userRow } from './admin-fixtures';
import { PAYOUT_ADDRESS } from './account-fixtures';
import type { MailDelivery } from './mail-delivery';
import { accountTokens, twoFactorCredentials, withdrawals } from '../../src/server/db/schema';
import { sealTotpSecret } from '../../src/server/auth/two-factor/credentials';
import { newTotpSecret } from '../../src/server/auth/two-factor/totp';

export const VALID_WITHDRAWAL = { cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents: 100_00 };

/** A withdrawal request through the route, as the client sends it: with a fresh Idempotency-Key. */
export const requestWithdrawal = (investor: SignedInUser, details: object = VALID_WITHDRAWAL) =>
  investor.inject({ method: 'POST', url: '/api/withdrawals', payload: details, headers: { 'idempotency-key': crypto.randomUUID() } });

/** An investor with mailed withdrawal codes, and the steps the code tests take with one. */
export function withdrawalCodeSteps(t: TestApp, mail: MailDelivery) {
  const valid = VALID_WITHDRAWAL;

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

  return { codeInvestor, requestCode, withdraw, mailedCode, failedTries, enableTwoFactor, wrongCode, rowsOf, expectRefused };
}
