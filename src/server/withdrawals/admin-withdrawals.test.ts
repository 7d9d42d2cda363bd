import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPendingWithdrawal, userRow } from '../../../tests/support/admin-fixtures';
import { auditLog, ledgerEntries, mailOutbox, notifications, withdrawals } from '../db/schema';
import { findBalanceMismatches } from '../money/invariant';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';

describe.each(testDatabaseKinds())('admin withdrawals on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
  });

  const approve = (id: string, payload?: object) =>
    admin.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, ...(payload ? { payload } : {}) });
  const reject = (id: string, reason = 'Wallet address looks wrong') =>
    admin.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/reject`, payload: { reason } });

  it('lists pending withdrawals with the investor', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 100_00, 2_00);
    const page = (await admin.inject({ method: 'GET', url: `/api/admin/withdrawals?q=${encodeURIComponent(investor.user.email)}` })).json();
    expect(page.items).toMatchObject([{ id: withdrawal.id, email: investor.user.email, totalCents: 102_00, status: 'pending' }]);
  });

  it("shows a USDT withdrawal's network in the queue, and null for other coins", async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const request = (payload: object) => investor.inject({ method: 'POST', url: '/api/withdrawals', payload });
    expect((await request({ cryptoType: 'USDT', network: 'ERC20', walletAddress: PAYOUT_ADDRESS.ETH, amountCents: 100_00 })).statusCode).toBe(201);
    expect((await request({ cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents: 50_00 })).statusCode).toBe(201);
    const page = (await admin.inject({ method: 'GET', url: `/api/admin/withdrawals?q=${encodeURIComponent(investor.user.email)}` })).json();
    expect(page.items).toMatchObject([
      { cryptoType: 'BTC', network: null, amountCents: 50_00 },
      { cryptoType: 'USDT', network: 'ERC20', walletAddress: PAYOUT_ADDRESS.ETH, amountCents: 100_00 },
    ]);
  });

  it('approves with a transaction hash, leaves the balance as it was, tells and mails the investor', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 100_00);
    const response = await approve(withdrawal.id, { txHash: '0xabc' });
    expect(response.statusCode).toBe(200);
    expect(response.json().withdrawal).toMatchObject({ status: 'completed', txHash: '0xabc', decidedBy: admin.user.id });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(400_00);
    expect((await reject(withdrawal.id)).json().error.message).toBe('This withdrawal was already decided.');

    const [note] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(note).toMatchObject({ kind: 'withdrawal_completed', refId: withdrawal.id });
    expect(note!.message).toBe('Your withdrawal of $100.00 in BTC to bc1qpayout was sent. Transaction hash: 0xabc');
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mails).toMatchObject([{ subject: 'Your withdrawal was sent', template: 'withdrawal_completed' }]);
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, withdrawal.id));
    expect(audit).toMatchObject({ action: 'withdrawal.approve', actorId: admin.user.id, before: { status: 'pending' }, after: { status: 'completed' } });
  });

  it('approves without a body too', async () => {
    const investor = await signUpUser(t, { balanceCents: 100_00 });
    const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 60_00);
    expect((await approve(withdrawal.id)).statusCode).toBe(200);
  });

  it('rejects with a reason and refunds exactly what the request took (the amount, not the fee)', async () => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 100_00, 5_00);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(400_00);
    const response = await reject(withdrawal.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().withdrawal).toMatchObject({ status: 'rejected', rejectionReason: 'Wallet address looks wrong' });
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(500_00);
    expect((await reject(withdrawal.id)).statusCode).toBe(409);
    expect((await userRow(t, investor.user.id)).balanceCents).toBe(500_00);

    const [note] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(note!.message).toBe('Your withdrawal of $100.00 was rejected (reason: Wallet address looks wrong) and $100.00 was returned to your balance.');
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mails).toMatchObject([{ subject: 'Your withdrawal was rejected' }]);
    expect(mails[0]!.html).toContain('Wallet address looks wrong');
  });

  it('escapes the reason in the mail', async () => {
    const investor = await signUpUser(t, { balanceCents: 100_00 });
    const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 60_00);
    expect((await reject(withdrawal.id, '<script>alert(1)</script>')).statusCode).toBe(200);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;');
  });

  it('lets exactly one of a racing approve and reject win, with the balance to match', async () => {
    for (let round = 0; round < 5; round += 1) {
      const investor = await signUpUser(t, { balanceCents: 300_00 });
      const withdrawal = await insertPendingWithdrawal(t, investor.user.id, 200_00);
      const [approved, rejected] = await Promise.all([approve(withdrawal.id), reject(withdrawal.id)]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const expected = approved.statusCode === 200 ? 100_00 : 300_00;
      expect((await userRow(t, investor.user.id)).balanceCents).toBe(expected);
      const refunds = await t.ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, investor.user.id), eq(ledgerEntries.kind, 'withdrawal_refund')));
      expect(refunds).toHaveLength(approved.statusCode === 200 ? 0 : 1);
      const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
      expect(notes.map((n) => n.kind)).toEqual([approved.statusCode === 200 ? 'withdrawal_completed' : 'withdrawal_rejected']);
      const [row] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal.id));
      expect(row!.status).toBe(approved.statusCode === 200 ? 'completed' : 'rejected');
    }
    expect(await findBalanceMismatches(t.ctx.db)).toEqual([]);
  });
});
