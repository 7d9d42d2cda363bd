import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPlan, userRow } from '../../../tests/support/admin-fixtures';
import { findBalanceMismatches } from '../money/invariant';

describe.each(testDatabaseKinds())('referral bonus on %s', (kind) => {
  const t = useTestApp(kind);

  it('pays the referrer their share of an investment bought from the balance, once however often the purchase is sent', async () => {
    const referrer = await signUpUser(t);
    const investor = await signUpUser(t, { balanceCents: 1234_56, referralId: referrer.user.myReferralId });
    const plan = await insertPlan(t, { referralBonusBps: 500, maxCents: null });
    const buy = () =>
      investor.inject({
        method: 'POST',
        url: '/api/investments',
        payload: { planId: plan.id, amountCents: 1234_56, fundingSource: 'balance' },
        headers: { 'idempotency-key': 'buy-once' },
      });
    const answers = await Promise.all([buy(), buy(), buy()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const row = await userRow(t, referrer.user.id);
    expect(row.balanceCents).toBe(61_73);
    expect(row.totalReferralCommissionCents).toBe(61_73);
    const notes = (await referrer.inject({ method: 'GET', url: '/api/notifications' })).json();
    expect(notes.items.map((n: { message: string }) => n.message)).toEqual([
      `You earned a referral bonus of $61.73 on a ${plan.name} investment by ${investor.user.fullname}.`,
    ]);
    const others = (await referrer.inject({ method: 'GET', url: '/api/transactions/others' })).json();
    expect(others.items).toMatchObject([{ type: 'referral_bonus', amountCents: 61_73, narration: `Referral bonus: ${plan.name}` }]);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });

  it('pays nothing when the investor has no referrer', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const plan = await insertPlan(t, { referralBonusBps: 500 });
    const answer = await investor.inject({
      method: 'POST',
      url: '/api/investments',
      payload: { planId: plan.id, amountCents: plan.minCents, fundingSource: 'balance' },
    });
    expect(answer.statusCode).toBe(201);
    const others = (await investor.inject({ method: 'GET', url: '/api/transactions/others' })).json();
    expect(others.items.map((item: { type: string }) => item.type)).toEqual(['adjustment']);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });
});
