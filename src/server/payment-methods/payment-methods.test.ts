import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { eq } from 'drizzle-orm';
import { deposits, investmentPlans, investments, paymentMethods } from '../db/schema';

describe.each(testDatabaseKinds())('payment methods on %s', (kind) => {
  const t = useTestApp(kind);

  it('gives each active method its wallet and the payment URI its QR code encodes, without an amount', async () => {
    await t.ctx.db.insert(paymentMethods).values([
      { name: 'Bitcoin', walletAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', uriScheme: 'bitcoin', sortOrder: 1 },
      { name: 'Ethereum', walletAddress: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', uriScheme: 'ethereum', sortOrder: 2 },
      { name: 'Litecoin', walletAddress: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', uriScheme: 'litecoin', sortOrder: 3 },
      { name: 'USDT (TRC20)', walletAddress: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', uriScheme: 'none', sortOrder: 4 },
      { name: 'Odd', walletAddress: 'a b?c', uriScheme: 'bitcoin', sortOrder: 5 },
      { name: 'Switched off', walletAddress: 'x', uriScheme: 'none', active: false, sortOrder: 0 },
      { name: 'No address yet', walletAddress: null, uriScheme: 'none', active: true, sortOrder: 0 },
    ]);
    const investor = await signUpUser(t);
    const response = await investor.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(response.json()).toEqual({
      paymentMethods: [
        {
          name: 'Bitcoin',
          walletAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
          paymentUri: 'bitcoin:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
          byProcessor: false,
        },
        {
          name: 'Ethereum',
          walletAddress: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
          paymentUri: 'ethereum:0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
          byProcessor: false,
        },
        {
          name: 'Litecoin',
          walletAddress: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
          paymentUri: 'litecoin:ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9',
          byProcessor: false,
        },
        { name: 'USDT (TRC20)', walletAddress: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', paymentUri: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', byProcessor: false },
        { name: 'Odd', walletAddress: 'a b?c', paymentUri: 'bitcoin:a%20b%3Fc', byProcessor: false },
      ],
    });
  });

  it('refuses a deposit request with a method that has no receiving address yet, and changes nothing', async () => {
    const investor = await signUpUser(t);
    const [plan] = await t.ctx.db.select({ id: investmentPlans.id }).from(investmentPlans).limit(1);
    const planId =
      plan?.id ??
      (
        await t.ctx.db
          .insert(investmentPlans)
          .values({ name: 'Starter', minCents: 100_00, maxCents: 999_99, roiBps: 1000, durationDays: 7, sortOrder: 1 })
          .returning()
      )[0]!.id;
    const response = await investor.inject({
      method: 'POST',
      url: '/api/investments',
      headers: { 'idempotency-key': 'deposit-without-address' },
      payload: { planId, amountCents: 100_00, fundingSource: 'deposit', paymentMethod: 'No address yet' },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(deposits).where(eq(deposits.userId, investor.user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(investments).where(eq(investments.userId, investor.user.id))).toEqual([]);
  });

  it('is for signed-in investors only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment-methods' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('User not authenticated.');
  });
});
