import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPlan } from '../../../tests/support/admin-fixtures';
import type { LedgerKind } from '../db/schema';
import { postLedgerEntry } from '../money/post-entry';

describe.each(testDatabaseKinds())('other transactions on %s', (kind) => {
  const t = useTestApp(kind, { secretKey: 'transactions-test' });

  // On the app's clock, as the investor's own requests are: entries at one instant list in the order written.
  const post = (investor: SignedInUser, kindOf: LedgerKind, amountCents: number, narration: string) =>
    t.ctx.db.transaction((tx) =>
      postLedgerEntry(tx, { userId: investor.user.id, amountCents, kind: kindOf, refType: 'test', refId: narration, narration, at: t.clock.now() }),
    );
  const others = async (investor: SignedInUser, query = '') => (await investor.inject({ method: 'GET', url: `/api/transactions/others${query}` })).json();

  it('lists ROI, bonuses, subscriptions, refunds and adjustments, newest first, and nothing else', async () => {
    const investor = await signUpUser(t, { balanceCents: 2000_00 });
    const plan = await insertPlan(t);
    await investor.inject({ method: 'POST', url: '/api/investments', payload: { planId: plan.id, amountCents: 100_00, fundingSource: 'balance' } });
    await investor.inject({ method: 'POST', url: '/api/withdrawals', payload: { cryptoType: 'BTC', walletAddress: 'bc1q', amountCents: 50_00 } });
    await post(investor, 'deposit', 10_00, 'Deposit via Bitcoin');
    await investor.inject({
      method: 'POST',
      url: '/api/mt4-subscriptions',
      payload: { duration: 'Monthly', mt4Id: '1', password: 'p', accountType: 'Standard', currency: 'USD', leverage: '1:100', server: 'S' },
    });
    await post(investor, 'roi', 1_25, 'Gold');
    await post(investor, 'capital_return', 100_00, 'Gold');
    await post(investor, 'referral_bonus', 5_00, 'Referral bonus: Gold');
    await post(investor, 'mt4_refund', 100_00, 'MT4 subscription rejected: no account');
    await post(investor, 'withdrawal_refund', 50_00, 'Withdrawal rejected: bad address');
    await post(investor, 'adjustment', -3_00, 'Correction');

    const page = await others(investor);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map(({ amountCents, type, narration }: Record<string, unknown>) => ({ amountCents, type, narration }))).toEqual([
      { amountCents: -3_00, type: 'adjustment', narration: 'Correction' },
      { amountCents: 50_00, type: 'withdrawal_refund', narration: 'Withdrawal rejected: bad address' },
      { amountCents: 100_00, type: 'mt4_refund', narration: 'MT4 subscription rejected: no account' },
      { amountCents: 5_00, type: 'referral_bonus', narration: 'Referral bonus: Gold' },
      { amountCents: 100_00, type: 'capital_return', narration: 'Gold' },
      { amountCents: 1_25, type: 'roi', narration: 'Gold' },
      { amountCents: -100_00, type: 'mt4_subscription', narration: 'MT4 Monthly subscription' },
      { amountCents: 2000_00, type: 'adjustment', narration: 'Test funding' },
    ]);
    expect(Date.parse(page.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(page.items[1].createdAt));
  });

  it('pages by cursor and shows only the caller’s entries', async () => {
    const investor = await signUpUser(t);
    for (let i = 1; i <= 5; i += 1) await post(investor, 'roi', i * 100, `period ${i}`);
    const first = await others(investor, '?limit=2');
    const second = await others(investor, `?limit=2&cursor=${first.nextCursor}`);
    const third = await others(investor, `?limit=2&cursor=${second.nextCursor}`);
    expect([...first.items, ...second.items, ...third.items].map((item: { narration: string }) => item.narration)).toEqual([
      'period 5',
      'period 4',
      'period 3',
      'period 2',
      'period 1',
    ]);
    expect(third.nextCursor).toBeNull();
    const stranger = await signUpUser(t);
    expect(await others(stranger)).toEqual({ items: [], nextCursor: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/transactions/others' })).statusCode).toBe(401);
    expect((await investor.inject({ method: 'GET', url: '/api/transactions/others?limit=0' })).statusCode).toBe(400);
    expect((await investor.inject({ method: 'GET', url: '/api/transactions/others?limit=101' })).statusCode).toBe(400);
  });
});
