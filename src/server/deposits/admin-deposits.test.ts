import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertInvestment, insertPendingDeposit, insertPlan, userRow } from '../../../tests/support/admin-fixtures';
import { auditLog, investments, ledgerEntries, mailOutbox, notifications, users } from '../db/schema';
import { findBalanceMismatches } from '../money/invariant';

describe.each(testDatabaseKinds())('admin deposits on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
  });

  const approve = (id: string) => admin.inject({ method: 'POST', url: `/api/admin/deposits/${id}/approve` });

  it('lists pending deposits with the investor, filtered by search, page by page', async () => {
    const ada = await signUpUser(t, { fullname: 'Ada Queue', email: `ada-${Date.now()}@example.com` });
    const first = await insertPendingDeposit(t, ada.user.id, 100_00);
    t.clock.advance(1000);
    const second = await insertPendingDeposit(t, ada.user.id, 200_00);
    const page1 = (await admin.inject({ method: 'GET', url: '/api/admin/deposits?status=pending&q=ada%20queue&limit=1' })).json();
    expect(page1.items).toHaveLength(1);
    expect(page1.items[0]).toMatchObject({ email: ada.user.email, fullname: 'Ada Queue', status: 'pending' });
    const page2 = (await admin.inject({ method: 'GET', url: `/api/admin/deposits?q=ADA%20QUEUE&limit=1&cursor=${page1.nextCursor}` })).json();
    expect(page2.items).toHaveLength(1);
    expect(new Set([page1.items[0].id, page2.items[0].id])).toEqual(new Set([first.id, second.id]));
    const bad = await admin.inject({ method: 'GET', url: '/api/admin/deposits?status=bogus' });
    expect(bad.statusCode).toBe(400);
  });

  it('approves a deposit once: credits the balance and total, notifies, mails, audits', async () => {
    const investor = await signUpUser(t);
    const deposit = await insertPendingDeposit(t, investor.user.id, 250_00);
    const response = await approve(deposit.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ deposit: { status: 'completed', decidedBy: admin.user.id }, investment: null });
    const user = await userRow(t, investor.user.id);
    expect(user.balanceCents).toBe(250_00);
    expect(user.totalDepositCents).toBe(250_00);

    const again = await approve(deposit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This deposit was already decided.');

    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(notes.map((n) => n.kind)).toContain('deposit_approved');
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mails).toHaveLength(1);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, deposit.id));
    expect(audits).toMatchObject([{ action: 'deposit.approve', actorId: admin.user.id }]);
  });

  it('sends no mail when the investor turned plan mails off', async () => {
    const investor = await signUpUser(t);
    await t.ctx.db
      .update(users)
      .set({ emailPreferences: { otpsend: 'Yes', roiemail: 'Yes', invplanemail: 'No' } })
      .where(eq(users.id, investor.user.id));
    const deposit = await insertPendingDeposit(t, investor.user.id, 50_00);
    expect((await approve(deposit.id)).statusCode).toBe(200);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mails).toHaveLength(0);
  });

  it('activates the unpaid investment the deposit pays for and pays the referrer once', async () => {
    const referrer = await signUpUser(t);
    const investor = await signUpUser(t, { referralId: referrer.user.myReferralId });
    const plan = await insertPlan(t, { referralBonusBps: 700 });
    const investment = await insertInvestment(t, investor.user.id, plan, 1000_00);
    const deposit = await insertPendingDeposit(t, investor.user.id, 1000_00, investment.id);

    const response = await approve(deposit.id);
    expect(response.json()).toMatchObject({ investment: { id: investment.id, status: 'active' }, message: 'Deposit approved and investment activated.' });
    const [row] = await t.ctx.db.select().from(investments).where(eq(investments.id, investment.id));
    expect(row!.status).toBe('active');
    expect(row!.activatedAt?.toISOString()).toBe(t.clock.now().toISOString());

    // What the investor sees: the balance, the active investment and the notification.
    const me = (await investor.inject({ method: 'GET', url: '/api/me' })).json();
    expect(me).toMatchObject({ balanceCents: 0, totalDepositCents: 1000_00 });
    const mine = (await investor.inject({ method: 'GET', url: '/api/investments' })).json();
    expect(mine.items).toMatchObject([{ id: investment.id, status: 'active' }]);
    const deposits = (await investor.inject({ method: 'GET', url: '/api/deposits' })).json();
    expect(deposits.items).toMatchObject([{ id: deposit.id, status: 'completed' }]);
    const notes = (await investor.inject({ method: 'GET', url: '/api/notifications' })).json();
    expect(notes.items.map((n: { message: string }) => n.message)).toContain(
      `Your deposit of $1,000.00 via Bitcoin was approved and paid into your ${plan.name} plan. Your ${plan.name} investment of $1,000.00 is now active.`,
    );
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(0);
    expect((await userRow(t, investor.user.id)).totalDepositCents).toBe(1000_00);
    const referrerRow = await userRow(t, referrer.user.id);
    expect(referrerRow.balanceCents).toBe(70_00);
    expect(referrerRow.totalReferralCommissionCents).toBe(70_00);
    expect((await approve(deposit.id)).statusCode).toBe(409);
    const bonuses = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, referrer.user.id), eq(ledgerEntries.kind, 'referral_bonus')));
    expect(bonuses).toHaveLength(1);
  });

  it('credits the balance and cancels the investment when the plan is already active for the investor', async () => {
    const investor = await signUpUser(t);
    const plan = await insertPlan(t);
    await insertInvestment(t, investor.user.id, plan, 300_00, 'active');
    const unpaid = await insertInvestment(t, investor.user.id, plan, 500_00);
    const deposit = await insertPendingDeposit(t, investor.user.id, 500_00, unpaid.id);

    const response = await approve(deposit.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.investment).toEqual({ id: unpaid.id, status: 'cancelled' });
    expect(body.message).toMatch(/cancelled/);
    expect(body.deposit.status).toBe('completed');
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(500_00);
    const [note] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(note!.message).toBe(
      `Your deposit of $500.00 via Bitcoin was approved and credited to your balance. It stays on your balance: your ${plan.name} investment was cancelled because you already have an active investment in the "${plan.name}" plan.`,
    );
  });

  it('rejects a deposit with a reason and cancels its unpaid investment', async () => {
    const investor = await signUpUser(t);
    const plan = await insertPlan(t);
    const unpaid = await insertInvestment(t, investor.user.id, plan, 150_00);
    const deposit = await insertPendingDeposit(t, investor.user.id, 150_00, unpaid.id);
    const missingReason = await admin.inject({ method: 'POST', url: `/api/admin/deposits/${deposit.id}/reject`, payload: {} });
    expect(missingReason.statusCode).toBe(400);

    const response = await admin.inject({
      method: 'POST',
      url: `/api/admin/deposits/${deposit.id}/reject`,
      payload: { reason: 'No payment received' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      deposit: { status: 'rejected', rejectionReason: 'No payment received' },
      investment: { id: unpaid.id, status: 'cancelled' },
    });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(0);
    expect((await approve(deposit.id)).statusCode).toBe(409);
    const [note] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(note).toMatchObject({
      kind: 'deposit_rejected',
      message: `Your deposit of $150.00 via Bitcoin was rejected (reason: No payment received). Your ${plan.name} investment was cancelled.`,
    });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mails).toMatchObject([{ template: 'deposit_rejected', subject: 'Your deposit was rejected' }]);
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, deposit.id));
    expect(audit).toMatchObject({
      action: 'deposit.reject',
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: 'No payment received', investment: { id: unpaid.id, status: 'cancelled' } },
    });
  });

  it('lets no admin approve their own deposit', async () => {
    const deposit = await insertPendingDeposit(t, admin.user.id, 500_00);
    const response = await approve(deposit.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Another admin must decide your own deposit.');
    expect((await userRow(t, admin.user.id)).balanceCents).toBe(0);
    const colleague = await signUpUser(t, { role: 'admin' });
    expect((await colleague.inject({ method: 'POST', url: `/api/admin/deposits/${deposit.id}/approve` })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown deposit', async () => {
    expect((await approve('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('credits a deposit once when 20 approvals arrive together', async () => {
    const investor = await signUpUser(t);
    const deposit = await insertPendingDeposit(t, investor.user.id, 75_00);
    const responses = await Promise.all(Array.from({ length: 20 }, () => approve(deposit.id)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const user = await userRow(t, investor.user.id);
    expect(user.balanceCents).toBe(75_00);
    expect(user.totalDepositCents).toBe(75_00);
    const credits = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, deposit.id));
    expect(credits).toHaveLength(1);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email))).toHaveLength(1);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, deposit.id))).toHaveLength(1);
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });
});
