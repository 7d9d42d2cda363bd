import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertInvestment, insertPlan } from '../../../tests/support/admin-fixtures';
import { investmentPlans, investments, paymentMethods } from '../db/schema';
import { messages } from '../../shared/messages';

/**
 * A purchase is planned from the terms the app read last; each test first makes a purchase (so
 * the app has read them), then changes them behind the app's back, as another instance or an
 * operator's console would, and the next purchase must follow the terms as they are now.
 */
describe.each(testDatabaseKinds())('investment terms changed after the app read them, on %s', (kind) => {
  const t = useTestApp(kind);
  let methodCounter = 0;

  const invest = (investor: SignedInUser, body: object) => investor.inject({ method: 'POST', url: '/api/investments', payload: body });
  const investmentsOf = (investor: SignedInUser) => t.ctx.db.select().from(investments).where(eq(investments.userId, investor.user.id));

  /** A plan and a payment method of their own, read by one purchase, and an investor with $1,000. */
  async function afterOnePurchase(fundingSource: 'balance' | 'deposit') {
    methodCounter += 1;
    const plan = await insertPlan(t, { minCents: 100_00, maxCents: null, roiBps: 1000, durationDays: 7 });
    const [method] = await t.ctx.db
      .insert(paymentMethods)
      .values({ name: `Coin ${methodCounter}-${kind}`, walletAddress: 'bc1qbefore', uriScheme: 'bitcoin' })
      .returning();
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    const body = { planId: plan.id, amountCents: 100_00, fundingSource, ...(fundingSource === 'deposit' ? { paymentMethod: method!.name } : {}) };
    expect((await invest(investor, body)).statusCode).toBe(201);
    // The first purchase was active: the next must be a different investor for the plan to be free.
    const next = fundingSource === 'balance' ? await signUpUser(t, { balanceCents: 1000_00 }) : investor;
    return { plan, method: method!, investor: next, body };
  }

  it('copies the plan’s current profit rate and duration into the investment', async () => {
    const { plan, investor, body } = await afterOnePurchase('balance');
    await t.ctx.db.update(investmentPlans).set({ roiBps: 2500, durationDays: 14 }).where(eq(investmentPlans.id, plan.id));
    const response = await invest(investor, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().investment).toMatchObject({ roiBps: 2500, durationDays: 14 });
    expect(await investmentsOf(investor)).toMatchObject([{ roiBps: 2500, durationDays: 14 }]);
  });

  it('applies a raised minimum, and writes nothing', async () => {
    const { plan, investor, body } = await afterOnePurchase('balance');
    await t.ctx.db.update(investmentPlans).set({ minCents: 500_00 }).where(eq(investmentPlans.id, plan.id));
    const response = await invest(investor, body);
    expect(response.json()).toMatchObject({ error: { message: messages.belowPlanMinimum(500_00) } });
    expect(response.statusCode).toBe(400);
    expect(await investmentsOf(investor)).toEqual([]);
  });

  it('refuses a plan retired since, and writes nothing', async () => {
    const { plan, investor, body } = await afterOnePurchase('balance');
    await t.ctx.db.update(investmentPlans).set({ retired: true }).where(eq(investmentPlans.id, plan.id));
    const response = await invest(investor, body);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { message: 'Investment plan not found.' } });
    expect(await investmentsOf(investor)).toEqual([]);
  });

  it('refuses a payment method switched off since', async () => {
    const { method, investor, body } = await afterOnePurchase('deposit');
    await t.ctx.db.update(paymentMethods).set({ active: false }).where(eq(paymentMethods.name, method.name));
    const response = await invest(investor, body);
    expect(response.json()).toMatchObject({ error: { message: messages.noPaymentMethod } });
    expect(response.statusCode).toBe(400);
    expect(await investmentsOf(investor)).toHaveLength(1);
  });

  it('shows the payment method’s current wallet address', async () => {
    const { method, investor, body } = await afterOnePurchase('deposit');
    await t.ctx.db.update(paymentMethods).set({ walletAddress: 'bc1qafter' }).where(eq(paymentMethods.name, method.name));
    const response = await invest(investor, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().deposit).toMatchObject({ walletAddress: 'bc1qafter', paymentUri: 'bitcoin:bc1qafter' });
  });

  it('refuses a deposit request for a plan the investor has come to hold active', async () => {
    const { plan, investor, body } = await afterOnePurchase('deposit');
    await insertInvestment(t, investor.user.id, plan, 100_00, 'active');
    const response = await invest(investor, body);
    expect(response.json()).toMatchObject({ error: { message: messages.duplicateActivePlan(plan.name) } });
    expect(response.statusCode).toBe(409);
    expect(await investmentsOf(investor)).toHaveLength(2);
  });
});
