import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertInvestment, insertPlan, userRow } from '../../../tests/support/admin-fixtures';
import { findBalanceMismatches } from '../money/invariant';
import { payReferralBonus } from './bonus';

describe.each(testDatabaseKinds())('referral bonus on %s', (kind) => {
  const t = useTestApp(kind);

  it('pays the referrer their share of an active investment once', async () => {
    const referrer = await signUpUser(t);
    const investor = await signUpUser(t, { referralId: referrer.user.myReferralId });
    const plan = await insertPlan(t, { referralBonusBps: 500 });
    const investment = await insertInvestment(t, investor.user.id, plan, 1234_56, 'active');
    const pay = () => t.ctx.db.transaction((tx) => payReferralBonus(tx, investment));
    const results = await Promise.all([pay(), pay(), pay()]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await pay()).toBeNull();
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
    const investor = await signUpUser(t);
    const plan = await insertPlan(t);
    const investment = await insertInvestment(t, investor.user.id, plan, 500_00, 'active');
    expect(await t.ctx.db.transaction((tx) => payReferralBonus(tx, investment))).toBeNull();
  });
});
