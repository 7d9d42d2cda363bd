import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { notify } from './notify';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';

describe.each(testDatabaseKinds())('notifications on %s', (kind) => {
  const t = useTestApp(kind);

  // All in one transaction, so all share one created_at: the order comes from the ids alone.
  const notifyMany = (userId: string, count: number) =>
    t.ctx.db.transaction(async (tx) => {
      for (let i = 1; i <= count; i += 1) {
        await notify(tx, { userId, kind: 'withdrawal_completed', message: `Status change ${i}`, params: {}, refType: 'withdrawal', refId: String(i) });
      }
    });

  it('lists the caller’s notifications newest first with the unread count, page by page', async () => {
    const investor = await signUpUser(t);
    const other = await signUpUser(t);
    await notifyMany(investor.user.id, 3);
    await notifyMany(other.user.id, 1);
    const first = (await investor.inject({ method: 'GET', url: '/api/notifications?limit=2' })).json();
    expect(first.items.map((item: { message: string }) => item.message)).toEqual(['Status change 3', 'Status change 2']);
    expect(first.unreadCount).toBe(3);
    expect(first.items[0]).toMatchObject({ kind: 'withdrawal_completed', refType: 'withdrawal', refId: '3', readAt: null });
    const second = (await investor.inject({ method: 'GET', url: `/api/notifications?limit=2&cursor=${first.nextCursor}` })).json();
    expect(second.items.map((item: { message: string }) => item.message)).toEqual(['Status change 1']);
    expect(second.nextCursor).toBeNull();
  });

  it('marks chosen notifications read, then all of them', async () => {
    const investor = await signUpUser(t);
    await notifyMany(investor.user.id, 3);
    const { items } = (await investor.inject({ method: 'GET', url: '/api/notifications' })).json();
    const some = await investor.inject({ method: 'POST', url: '/api/notifications/read', payload: { ids: [items[0].id] } });
    expect(some.json()).toEqual({ unreadCount: 2 });
    const after = (await investor.inject({ method: 'GET', url: '/api/notifications' })).json();
    expect(after.items[0].readAt).not.toBeNull();
    expect(after.items[1].readAt).toBeNull();
    expect((await investor.inject({ method: 'POST', url: '/api/notifications/read', payload: {} })).json()).toEqual({ unreadCount: 0 });
  });

  it('answers 404 when any id is another investor’s, and changes nothing', async () => {
    const owner = await signUpUser(t);
    const intruder = await signUpUser(t);
    await notifyMany(owner.user.id, 1);
    await notifyMany(intruder.user.id, 1);
    const [ownersItem] = (await owner.inject({ method: 'GET', url: '/api/notifications' })).json().items;
    const [intrudersItem] = (await intruder.inject({ method: 'GET', url: '/api/notifications' })).json().items;
    const response = await intruder.inject({ method: 'POST', url: '/api/notifications/read', payload: { ids: [intrudersItem.id, ownersItem.id] } });
    expect(response.statusCode).toBe(404);
    expect((await owner.inject({ method: 'GET', url: '/api/notifications' })).json().unreadCount).toBe(1);
    expect((await intruder.inject({ method: 'GET', url: '/api/notifications' })).json().unreadCount).toBe(1);
  });

  it('gives a withdrawal’s notification the values of its sentence, for the reader’s language', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const payload = { cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents: 123_45 };
    expect((await investor.inject({ method: 'POST', url: '/api/withdrawals', payload })).statusCode).toBe(201);
    const { items } = (await investor.inject({ method: 'GET', url: '/api/notifications' })).json();
    expect(items).toMatchObject([
      { kind: 'withdrawal_submitted', message: 'Your withdrawal of $123.45 to BTC is pending.', params: { amountCents: 123_45, coin: 'BTC' } },
    ]);
  });

  it('asks a visitor to sign in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
