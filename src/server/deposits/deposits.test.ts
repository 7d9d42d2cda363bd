import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { requestDeposit } from '../../../tests/support/admin-fixtures';
import { paymentMethods } from '../db/schema';

describe.each(testDatabaseKinds())('deposit history on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await t.ctx.db.insert(paymentMethods).values([
      { name: 'Bitcoin', walletAddress: 'bc1qdeposit', uriScheme: 'bitcoin' },
      { name: 'Ethereum', walletAddress: '0xdeposit', uriScheme: 'ethereum' },
    ]);
  });

  it('lists the caller’s deposit requests newest first, a page at a time', async () => {
    const investor = await signUpUser(t);
    await requestDeposit(t, investor, 100_00, 'Bitcoin');
    await requestDeposit(t, investor, 200_00, 'Ethereum');
    await requestDeposit(t, investor, 300_00, 'Bitcoin');
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
    await requestDeposit(t, owner, 100_00, 'Bitcoin');
    const other = await signUpUser(t);
    expect((await other.inject({ method: 'GET', url: '/api/deposits' })).json()).toEqual({ items: [], nextCursor: null });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/deposits' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('User not authenticated.');
  });
});
