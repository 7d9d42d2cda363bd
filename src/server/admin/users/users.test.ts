import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { userRow } from '../../../../tests/support/admin-fixtures';
import { auditLog } from '../../db/schema';

describe.each(testDatabaseKinds())('admin users on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
  });

  it('finds investors by email or name', async () => {
    const investor = await signUpUser(t, { fullname: 'Zelda Searchable' });
    const byName = (await admin.inject({ method: 'GET', url: '/api/admin/users?q=zelda%20search' })).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([investor.user.id]);
    const byEmail = (await admin.inject({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(investor.user.email)}` })).json();
    expect(byEmail.items[0]).toMatchObject({ id: investor.user.id, email: investor.user.email });
    expect(byEmail.items[0]).not.toHaveProperty('passwordHash');
    const wildcard = (await admin.inject({ method: 'GET', url: '/api/admin/users?q=%25' })).json();
    expect(wildcard.items).toEqual([]);
  });

  it('sets the withdrawal limit and fee, with an audit row', async () => {
    const investor = await signUpUser(t);
    const response = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${investor.user.id}`,
      payload: { withdrawalLimitCents: 5000_00, withdrawalFeeBps: 250 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ withdrawalLimitCents: 5000_00, withdrawalFeeBps: 250 });
    expect((await investor.inject({ method: 'GET', url: '/api/me' })).json()).toMatchObject({ withdrawalLimitCents: 5000_00, withdrawalFeeBps: 250 });
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
    expect(audit).toMatchObject({
      action: 'user.withdrawal_settings',
      before: { withdrawalLimitCents: 1000_00, withdrawalFeeBps: 0 },
      after: { withdrawalLimitCents: 5000_00, withdrawalFeeBps: 250 },
    });
    for (const payload of [{ withdrawalFeeBps: 10001 }, { withdrawalFeeBps: -1 }, { withdrawalLimitCents: 1.5 }, { withdrawalLimitCents: -1 }, {}]) {
      const refused = await admin.inject({ method: 'PATCH', url: `/api/admin/users/${investor.user.id}`, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await admin.inject({
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      payload: { withdrawalFeeBps: 1 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets no admin change their own limit, fee or balance', async () => {
    const own = `/api/admin/users/${admin.user.id}`;
    const settings = await admin.inject({ method: 'PATCH', url: own, payload: { withdrawalFeeBps: 0, withdrawalLimitCents: 1_000_000_00 } });
    expect(settings.statusCode).toBe(403);
    const credit = await admin.inject({ method: 'POST', url: `${own}/adjustments`, payload: { amountCents: 1000_00, narration: 'Bonus' } });
    expect(credit.statusCode).toBe(403);
    expect((await userRow(t, admin.user.id)).balanceCents).toBe(0);
  });

  it('posts signed adjustments and refuses a debit below zero', async () => {
    const investor = await signUpUser(t, { balanceCents: 10_00 });
    const url = `/api/admin/users/${investor.user.id}/adjustments`;
    const credit = await admin.inject({ method: 'POST', url, payload: { amountCents: 5_00, narration: 'Goodwill' } });
    expect(credit.statusCode).toBe(201);
    expect(credit.json().balanceAfterCents).toBe(15_00);
    const debit = await admin.inject({ method: 'POST', url, payload: { amountCents: -15_01, narration: 'Correction' } });
    expect(debit.statusCode).toBe(400);
    expect(debit.json().error.message).toBe('Insufficient balance.');
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(15_00);
    for (const payload of [
      { amountCents: 0, narration: 'x' },
      { amountCents: 1_00 },
      { amountCents: 1_00, narration: '  ' },
      { amountCents: 2 ** 53, narration: 'x' },
      { amountCents: 1_000_000_001, narration: 'x' },
    ]) {
      const refused = await admin.inject({ method: 'POST', url, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
    expect(audits.filter((a) => a.action === 'user.adjustment')).toMatchObject([
      { actorId: admin.user.id, before: { balanceCents: 10_00 }, after: { amountCents: 5_00, narration: 'Goodwill', balanceCents: 15_00 } },
    ]);

    // The investor sees it in the Others tab and in their notifications.
    const others = (await investor.inject({ method: 'GET', url: '/api/transactions/others' })).json();
    expect(others.items[0]).toMatchObject({ type: 'adjustment', amountCents: 5_00, narration: 'Goodwill' });
    const notes = (await investor.inject({ method: 'GET', url: '/api/notifications' })).json();
    expect(notes.items.map((n: { message: string }) => n.message)).toEqual(['$5.00 was credited to your balance: Goodwill']);
  });
});
