import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { investmentPlans } from '../db/schema';

describe.each(testDatabaseKinds())('plans on %s', (kind) => {
  const t = useTestApp(kind);

  it('shows open plans in their order, Unlimited as null and the default 5 % referral bonus', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).json()).toEqual({ plans: [] });
    await t.ctx.db.insert(investmentPlans).values([
      { name: 'Platinum', minCents: 20_000_00, maxCents: null, roiBps: 4500, durationDays: 60, referralBonusBps: 1000, sortOrder: 3 },
      { name: 'Starter', minCents: 100_00, maxCents: 999_99, roiBps: 1000, durationDays: 7, referralBonusBps: null, sortOrder: 1 },
      { name: 'Old', minCents: 100_00, maxCents: null, roiBps: 500, durationDays: 7, retired: true, sortOrder: 2 },
    ]);
    const investor = await signUpUser(t);
    const response = await investor.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json().plans.map(({ id: _id, ...plan }: { id: number }) => plan)).toEqual([
      { name: 'Starter', minCents: 100_00, maxCents: 999_99, roiBps: 1000, referralBonusBps: 500, durationDays: 7 },
      { name: 'Platinum', minCents: 20_000_00, maxCents: null, roiBps: 4500, referralBonusBps: 1000, durationDays: 60 },
    ]);
  });
});
