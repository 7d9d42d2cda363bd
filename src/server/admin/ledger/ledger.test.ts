import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, signUpUser, type SignedInUser } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { adjustBalance, insertInvestment, insertPendingDeposit, insertPlan } from '../../../../tests/support/admin-fixtures';

describe.each(testDatabaseKinds())('admin ledger view on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
  });

  const ledger = async (query = '') => {
    const response = await admin.inject({ method: 'GET', url: `/api/admin/ledger${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('shows every balance change with its cause, who caused it, when, and the balance before and after', async () => {
    const referrer = await signUpUser(t, { fullname: 'Rhea Referrer' });
    const investor = await signUpUser(t, { fullname: 'Ledger Lou', referralId: referrer.user.myReferralId });
    const plan = await insertPlan(t, { referralBonusBps: 500 });
    const unpaid = await insertInvestment(t, investor.user.id, plan, 200_00);
    const deposit = await insertPendingDeposit(t, investor.user.id, 200_00, unpaid.id);
    await admin.inject({ method: 'POST', url: `/api/admin/deposits/${deposit.id}/approve` });
    await adjustBalance(t, admin, investor.user.id, { amountCents: 7_50, narration: 'Goodwill' });

    const own = await ledger(`?q=${encodeURIComponent('ledger lou')}`);
    expect(own.items).toMatchObject([
      { kind: 'adjustment', amountCents: 7_50, balanceBeforeCents: 0, balanceAfterCents: 7_50, narration: 'Goodwill', actorEmail: admin.user.email },
      {
        kind: 'investment',
        amountCents: -200_00,
        balanceBeforeCents: 200_00,
        balanceAfterCents: 0,
        refType: 'investment',
        refId: unpaid.id,
        actorEmail: admin.user.email,
      },
      { kind: 'deposit', amountCents: 200_00, balanceBeforeCents: 0, balanceAfterCents: 200_00, refType: 'deposit', refId: deposit.id, actorId: admin.user.id },
    ]);
    expect(own.items.every((entry: { email: string; fullname: string }) => entry.email === investor.user.email && entry.fullname === 'Ledger Lou')).toBe(true);
    expect(Date.parse(own.items[0].createdAt)).not.toBeNaN();

    // The referral bonus came from the activation, not from an operator's own hand on that account.
    const bonuses = await ledger('?kind=referral_bonus');
    expect(bonuses.items).toMatchObject([
      { email: referrer.user.email, amountCents: 10_00, balanceBeforeCents: 0, balanceAfterCents: 10_00, refId: unpaid.id, actorId: null, actorEmail: null },
    ]);
  });

  it('pages newest first and refuses an unknown kind', async () => {
    const investor = await signUpUser(t, { fullname: 'Paging Pat', balanceCents: 1_00 });
    for (const cents of [1_00, 2_00, 3_00]) {
      await adjustBalance(t, admin, investor.user.id, { amountCents: cents, narration: `+${cents}` });
    }
    const first = await ledger('?q=paging%20pat&limit=2');
    expect(first.items.map((entry: { amountCents: number }) => entry.amountCents)).toEqual([3_00, 2_00]);
    const rest = await ledger(`?q=paging%20pat&limit=2&cursor=${first.nextCursor}`);
    expect(rest.items.map((entry: { amountCents: number }) => entry.amountCents)).toEqual([1_00, 1_00]);
    expect(rest.nextCursor).toBeNull();
    expect(rest.items[1]).toMatchObject({ narration: 'Test funding', balanceBeforeCents: 0, actorEmail: null });

    const unknown = await admin.inject({ method: 'GET', url: '/api/admin/ledger?kind=bonus' });
    expect(unknown.statusCode).toBe(400);
  });
});
