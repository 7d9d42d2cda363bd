import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPlan } from '../../../tests/support/admin-fixtures';
import { paymentMethods } from '../db/schema';

describe.each(testDatabaseKinds())('deposit history on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await t.ctx.db.insert(paymentMethods).values([
      { name: 'Bitcoin', walletAddress: 'bc1qdeposit', uriScheme: 'bitcoin' },
      { name: 'Ethereum', walletAddress: '0xdeposit', uriScheme: 'ethereum' },
    ]);
  });

  const requestDeposit = async (investor: SignedInUser, amountCents: number, paymentMethod: string) => {
    const plan = await insertPlan(t, { minCents: 1_00 });
    const response = await investor.inject({
      method: 'POST',
      url: '/api/investments',
      payload: { planId: plan.id, amountCents, fundingSource: 'deposit', paymentMethod },
    });
    return response.json().deposit;
  };

  it('lists the caller’s deposit requests newest first, a page at a time', async () => {
    const investor = await signUpUser(t);
    await requestDeposit(investor, 100_00, 'Bitcoin');
    await requestDeposit(investor, 200_00, 'Ethereum');
    await requestDeposit(investor, 300_00, 'Bitcoin');
    const first = (await investor.inject({ method: 'GET', url: '/api/deposits?limit=2' })).json();
    const second = (await investor.inject({ method: 'GET', url: `/api/deposits?limit=2&cursor=${first.nextCursor}` })).json();
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map(({ amountCents, method, walletAddress, status }) => ({ amountCents, method, walletAddress, status }))).toEqual(
      [
        { amountCents: 300_00, method: 'Bitcoin', walletAddress: 'bc1qdeposit', status: 'pending' },
        { amountCents: 200_00, method: 'Ethereum', walletAddress: '0xdeposit', status: 'pending' },
        { amountCents: 100_00, method: 'Bitcoin', walletAddress: 'bc1qdeposit', status: 'pending' },
      ],
    );
  });

  it('shows nobody else’s deposits and asks visitors to sign in', async () => {
    const owner = await signUpUser(t);
    await requestDeposit(owner, 100_00, 'Bitcoin');
    const other = await signUpUser(t);
    expect((await other.inject({ method: 'GET', url: '/api/deposits' })).json()).toEqual({ items: [], nextCursor: null });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/deposits' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('User not authenticated.');
  });
});
