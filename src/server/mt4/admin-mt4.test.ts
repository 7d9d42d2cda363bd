import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPendingMt4, userRow } from '../../../tests/support/admin-fixtures';
import { eq } from 'drizzle-orm';
import { mailOutbox, notifications } from '../db/schema';
import { addMonths } from './add-months';

describe('addMonths', () => {
  it('keeps the day of the month, clamped to the month length', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-22T12:00:00Z'), 3).toISOString()).toBe('2027-02-22T12:00:00.000Z');
    expect(addMonths(new Date('2026-11-22T12:00:00Z'), 12).toISOString()).toBe('2027-11-22T12:00:00.000Z');
  });
});

describe.each(testDatabaseKinds())('admin MT4 subscriptions on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
  });

  it('lists pending subscriptions without the MT4 password', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    await insertPendingMt4(t, investor.user.id);
    const response = await admin.inject({ method: 'GET', url: '/api/admin/mt4-subscriptions?status=pending' });
    expect(response.json().items[0]).toMatchObject({ email: investor.user.email, duration: 'Monthly', amountCents: 100_00 });
    expect(response.body).not.toContain('ciphertext');
  });

  it('approves: active from now for the paid number of months', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    const subscription = await insertPendingMt4(t, investor.user.id, 'Quarterly');
    const response = await admin.inject({ method: 'POST', url: `/api/admin/mt4-subscriptions/${subscription.id}/approve` });
    expect(response.statusCode).toBe(200);
    const now = t.clock.now();
    expect(response.json().subscription).toMatchObject({
      status: 'active',
      startsAt: now.toISOString(),
      endsAt: addMonths(now, 3).toISOString(),
    });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(750_00);
    const [note] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(note!.message).toBe('Your Quarterly MT4 subscription for account 123456 is active from 2026-11-22 until 2027-02-22.');
    const mine = (await investor.inject({ method: 'GET', url: '/api/mt4-subscriptions' })).json();
    expect(mine.items[0]).toMatchObject({ status: 'active' });
    const again = await admin.inject({ method: 'POST', url: `/api/admin/mt4-subscriptions/${subscription.id}/approve` });
    expect(again.statusCode).toBe(409);
  });

  it('rejects with a reason and refunds the price', async () => {
    const investor = await signUpUser(t, { balanceCents: 1000_00 });
    const subscription = await insertPendingMt4(t, investor.user.id, 'Yearly');
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(100_00);
    const response = await admin.inject({
      method: 'POST',
      url: `/api/admin/mt4-subscriptions/${subscription.id}/reject`,
      payload: { reason: 'Unknown MT4 server' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({ status: 'rejected', rejectionReason: 'Unknown MT4 server' });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(1000_00);
    const others = (await investor.inject({ method: 'GET', url: '/api/transactions/others' })).json();
    expect(others.items).toMatchObject([
      { type: 'mt4_refund', amountCents: 900_00, narration: 'MT4 subscription rejected: Unknown MT4 server' },
      { type: 'mt4_subscription', amountCents: -900_00 },
      { type: 'adjustment', amountCents: 1000_00 },
    ]);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mail!.text).toContain('Your Yearly MT4 subscription was rejected (reason: Unknown MT4 server) and $900.00 was returned to your balance.');
  });

  it('decides once when an approval and a rejection race, refunding only if the rejection won', async () => {
    for (let round = 0; round < 3; round += 1) {
      const investor = await signUpUser(t, { balanceCents: 100_00 });
      const subscription = await insertPendingMt4(t, investor.user.id);
      const [approved, rejected] = await Promise.all([
        admin.inject({ method: 'POST', url: `/api/admin/mt4-subscriptions/${subscription.id}/approve` }),
        admin.inject({ method: 'POST', url: `/api/admin/mt4-subscriptions/${subscription.id}/reject`, payload: { reason: 'Duplicate' } }),
      ]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      expect((await userRow(t, investor.user.id)).balanceCents).toBe(approved.statusCode === 200 ? 0 : 100_00);
      const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
      expect(notes).toHaveLength(1);
    }
  });
});
