import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertInvestment, insertPlan } from '../../../tests/support/admin-fixtures';
import { postLedgerEntry } from '../money/post-entry';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('dashboard summary on %s', (kind) => {
  const t = useTestApp(kind);

  it('shows money in plans, progress and profit per plan, the daily balance and profit, and what is left to do', async () => {
    const investor = await signUpUser(t, { balanceCents: 1_000_00 });
    const stranger = await signUpUser(t, { balanceCents: 50_00 });
    const plan = await insertPlan(t, { durationDays: 10, roiBps: 2000 });
    const investment = await insertInvestment(t, investor.user.id, plan, 400_00, 'active');
    const start = t.clock.now().getTime();
    await postLedgerEntry(t.ctx.db, {
      userId: investor.user.id,
      amountCents: -400_00,
      kind: 'investment',
      refType: 'investment',
      refId: investment.id,
      at: new Date(start),
    });
    for (const period of [1, 2]) {
      await postLedgerEntry(t.ctx.db, {
        userId: investor.user.id,
        amountCents: 8_00,
        kind: 'roi',
        refType: 'investment',
        refId: investment.id,
        uniqueKey: `roi:${investment.id}:${period}`,
        at: new Date(start + period * DAY),
      });
    }
    // The clock moves only two days: the session is still fresh.
    const response = await investor.inject({ method: 'GET', url: '/api/me/dashboard' });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.investedCents).toBe(400_00);
    expect(summary.profitPaidCents).toBe(16_00);
    expect(summary.activePlans).toEqual([
      expect.objectContaining({
        id: investment.id,
        planName: plan.name,
        amountCents: 400_00,
        durationDays: 10,
        profitPaidCents: 16_00,
        maturesAt: new Date(start + 10 * DAY).toISOString(),
      }),
    ]);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(summary.history).toEqual([
      { day: day(start), balanceCents: 600_00, profitCents: 0 },
      { day: day(start + DAY), balanceCents: 608_00, profitCents: 8_00 },
      { day: day(start + 2 * DAY), balanceCents: 616_00, profitCents: 16_00 },
    ]);
    expect(summary.firstSteps).toEqual({ emailVerified: true, kyc: 'none', firstDeposit: false });
    expect((await stranger.inject({ method: 'GET', url: '/api/me/dashboard' })).json().activePlans).toEqual([]);
  });

  it('gives a new account an empty chart and its first steps, and a visitor 401', async () => {
    const investor = await signUpUser(t, { emailVerified: false });
    const summary = (await investor.inject({ method: 'GET', url: '/api/me/dashboard' })).json();
    expect(summary).toEqual({
      investedCents: 0,
      profitPaidCents: 0,
      activePlans: [],
      history: [],
      firstSteps: { emailVerified: false, kyc: 'none', firstDeposit: false },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/dashboard' })).statusCode).toBe(401);
  });
});
