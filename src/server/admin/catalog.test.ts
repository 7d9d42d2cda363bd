import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertInvestment, userRow } from '../../../tests/support/admin-fixtures';
import { auditLog, investmentPlans, investments, users } from '../db/schema';
import { runAccrual } from '../accrual/run';
import { postLedgerEntry } from '../money/post-entry';
import { DAY_MS } from '../accrual/schedule';

describe.each(testDatabaseKinds())('admin plans, payment methods, audit log, reconciliation on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
  });

  const plan = { name: 'Diamond', minCents: 500_00, maxCents: 900_00, roiBps: 1500, durationDays: 10, referralBonusBps: 600 };

  it('creates, edits and retires a plan', async () => {
    const created = await admin.inject({ method: 'POST', url: '/api/admin/plans', payload: plan });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await admin.inject({ method: 'POST', url: '/api/admin/plans', payload: plan })).statusCode).toBe(409);
    const invalid = await admin.inject({ method: 'POST', url: '/api/admin/plans', payload: { ...plan, name: 'X', maxCents: 1_00 } });
    expect(invalid.statusCode).toBe(400);

    const edited = await admin.inject({ method: 'PATCH', url: `/api/admin/plans/${id}`, payload: { roiBps: 1600, maxCents: null } });
    expect(edited.json()).toMatchObject({ roiBps: 1600, maxCents: null, retired: false });
    const belowMin = await admin.inject({ method: 'PATCH', url: `/api/admin/plans/${id}`, payload: { maxCents: 1_00 } });
    expect(belowMin.statusCode).toBe(400);
    const retired = await admin.inject({ method: 'PATCH', url: `/api/admin/plans/${id}`, payload: { retired: true } });
    expect(retired.json().retired).toBe(true);
    const all = (await admin.inject({ method: 'GET', url: '/api/admin/plans' })).json();
    expect(all.find((p: { id: number }) => p.id === id)).toMatchObject({ retired: true });
    expect((await admin.inject({ method: 'PATCH', url: '/api/admin/plans/999999', payload: { retired: true } })).statusCode).toBe(404);
  });

  it('creates and updates a payment method', async () => {
    const url = '/api/admin/payment-methods/Dogecoin';
    const created = await admin.inject({ method: 'PUT', url, payload: { walletAddress: 'D8abc', uriScheme: 'none', active: true } });
    expect(created.statusCode).toBe(200);
    const investor = await signUpUser(t);
    const offered = (await investor.inject({ method: 'GET', url: '/api/payment-methods' })).json();
    expect(offered.paymentMethods).toContainEqual(expect.objectContaining({ name: 'Dogecoin', walletAddress: 'D8abc' }));

    const updated = await admin.inject({ method: 'PUT', url, payload: { walletAddress: 'D9xyz', uriScheme: 'none', active: false } });
    expect(updated.json()).toMatchObject({ name: 'Dogecoin', walletAddress: 'D9xyz', active: false });
    const list = (await admin.inject({ method: 'GET', url: '/api/admin/payment-methods' })).json();
    expect(list.filter((m: { name: string }) => m.name === 'Dogecoin')).toHaveLength(1);
    const hidden = (await investor.inject({ method: 'GET', url: '/api/payment-methods' })).json();
    expect(hidden.paymentMethods.map((m: { name: string }) => m.name)).not.toContain('Dogecoin');
    const bad = await admin.inject({ method: 'PUT', url, payload: { walletAddress: '', uriScheme: 'dogecoin', active: true } });
    expect(bad.statusCode).toBe(400);
  });

  it('pages the audit log newest first, with who, before and after', async () => {
    const first = (await admin.inject({ method: 'GET', url: '/api/admin/audit-log?limit=2' })).json();
    expect(first.items.map((e: { action: string }) => e.action)).toEqual(['payment_method.update', 'payment_method.create']);
    expect(first.items[0]).toMatchObject({
      actorEmail: admin.user.email,
      entityType: 'payment_method',
      entityId: 'Dogecoin',
      before: { walletAddress: 'D8abc', active: true },
      after: { walletAddress: 'D9xyz', active: false },
    });
    const rest = (await admin.inject({ method: 'GET', url: `/api/admin/audit-log?limit=10&cursor=${first.nextCursor}` })).json();
    expect(rest.items.map((e: { action: string }) => e.action)).toEqual(['plan.retire', 'plan.update', 'plan.create']);
    expect(rest.nextCursor).toBeNull();
  });

  it('keeps the audit log append-only, even against direct SQL', async () => {
    await expect(t.ctx.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.ctx.db.delete(auditLog)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const rows = await t.ctx.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.map((row) => row.action)).not.toContain('forged');
  });

  it('hides a retired plan from investors but keeps paying the investments already in it', async () => {
    const created = (
      await admin.inject({ method: 'POST', url: '/api/admin/plans', payload: { ...plan, name: 'Sunset', minCents: 100_00, maxCents: null } })
    ).json();
    const [row] = await t.ctx.db.select().from(investmentPlans).where(eq(investmentPlans.id, created.id));
    const investor = await signUpUser(t, { balanceCents: 100_00 });
    const investment = await insertInvestment(t, investor.user.id, row!, 100_00, 'active');
    await t.ctx.db.transaction((tx) =>
      postLedgerEntry(tx, { userId: investor.user.id, amountCents: -100_00, kind: 'investment', refType: 'investment', refId: investment.id }),
    );
    await admin.inject({ method: 'PATCH', url: `/api/admin/plans/${created.id}`, payload: { retired: true, roiBps: 9000 } });

    const offered = (await investor.inject({ method: 'GET', url: '/api/plans' })).json();
    expect(offered.plans.map((p: { name: string }) => p.name)).not.toContain('Sunset');
    const buy = await investor.inject({
      method: 'POST',
      url: '/api/investments',
      payload: { planId: created.id, amountCents: 100_00, fundingSource: 'balance' },
    });
    expect(buy.statusCode).toBe(404);

    t.clock.advance(10 * DAY_MS);
    await runAccrual(t.ctx);
    const [after] = await t.ctx.db.select().from(investments).where(eq(investments.id, investment.id));
    expect(after).toMatchObject({ status: 'completed', roiBps: 1500, planName: 'Sunset' });
    // The terms it was bought with (15 %), not the edited 90 %: capital back plus $15.00.
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(115_00);
  });

  it('reports a balanced ledger with totals per kind, and names any user who does not balance', async () => {
    // Ten simulated days went by above: the first admin's session has idled out.
    admin = await signUpUser(t, { role: 'admin' });
    const balanced = (await admin.inject({ method: 'GET', url: '/api/admin/reconciliation' })).json();
    expect(balanced).toMatchObject({ ok: true, mismatches: [], totalMismatches: [] });
    expect(balanced.totalsByKind).toEqual([
      { kind: 'adjustment', entries: 1, sumCents: 100_00 },
      { kind: 'capital_return', entries: 1, sumCents: 100_00 },
      { kind: 'investment', entries: 1, sumCents: -100_00 },
      { kind: 'roi', entries: 10, sumCents: 15_00 },
    ]);

    const investor = await signUpUser(t, { balanceCents: 12_34 });
    await t.ctx.db.update(users).set({ balanceCents: 12_00, totalProfitCents: 1 }).where(eq(users.id, investor.user.id));
    // The page shows the stored check until the next one runs (scheduled, or "Run now").
    const stored = (await admin.inject({ method: 'GET', url: '/api/admin/reconciliation' })).json();
    expect(stored).toEqual(balanced);
    const ran = await admin.inject({ method: 'POST', url: '/api/admin/reconciliation/run' });
    expect(ran.statusCode).toBe(200);
    const broken = (await admin.inject({ method: 'GET', url: '/api/admin/reconciliation' })).json();
    expect(broken).toEqual(ran.json());
    expect(new Date(broken.checkedAt).getTime()).toBeGreaterThanOrEqual(new Date(balanced.checkedAt).getTime());
    expect(broken.ok).toBe(false);
    expect(broken.mismatches).toEqual([{ userId: investor.user.id, email: investor.user.email, balanceCents: 12_00, ledgerSumCents: 12_34 }]);
    expect(broken.totalMismatches).toEqual([
      { userId: investor.user.id, email: investor.user.email, total: 'totalProfitCents', cachedCents: 1, ledgerCents: 0 },
    ]);
    await t.ctx.db.update(users).set({ balanceCents: 12_34, totalProfitCents: 0 }).where(eq(users.id, investor.user.id));
  });
});
