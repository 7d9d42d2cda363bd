import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { useBtcpayTestApp } from '../../../tests/support/btcpay-test-app';
import { requestWithdrawal } from '../../../tests/support/withdrawal-codes';
import { PAYOUT_ADDRESS } from '../../../tests/support/account-fixtures';
import { insertPendingWithdrawal } from '../../../tests/support/admin-fixtures';
import { auditLog, ledgerEntries, notifications, withdrawalApprovals, withdrawals } from '../db/schema';
import { reconcileOpenInvoices } from './reconcile';

describe.each(testDatabaseKinds())('withdrawals paid out by BTCPay Server on %s', (kind) => {
  const { t, mail, btcpay, webhook } = useBtcpayTestApp(kind);
  let operator: SignedInUser;
  beforeAll(async () => {
    operator = await signUpUser(t, { role: 'admin' });
  });

  const approve = (id: string, payload?: object, by = operator) =>
    by.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/approve`, ...(payload ? { payload } : {}) });
  const row = async (id: string) => (await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
  const ledgerOf = (userId: string) => t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));

  /** An investor's withdrawal through the route, as the client asks for it. */
  const requested = async (details: object = { cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents: 100_00 }) => {
    const investor = await signUpUser(t, { balanceCents: 500_00 });
    const response = await requestWithdrawal(investor, details);
    expect(response.statusCode, response.body).toBe(201);
    return { investor, withdrawal: response.json().withdrawal as { id: string } };
  };
  /** The URL of the PostgreSQL database this file's app uses. */
  const sameDatabaseUrl = async () => {
    const { rows } = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    return url.toString();
  };
  const onlyPayout = (withdrawalId: string) => {
    const made = btcpay.payoutsFor(withdrawalId);
    expect(made).toHaveLength(1);
    return made[0]!;
  };

  it("creates one approved payout at the store's rate: the address, the USD amount in BTC to 8 decimals, the withdrawal's id", async () => {
    const { investor, withdrawal } = await requested({ cryptoType: 'BTC', walletAddress: PAYOUT_ADDRESS.BTC, amountCents: 123_45 });
    const response = await approve(withdrawal.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().withdrawal).toMatchObject({ id: withdrawal.id, status: 'sending', payoutState: 'AwaitingPayment', txHash: null });
    // 123.45 USD at 50,000.00 USD per BTC.
    expect(onlyPayout(withdrawal.id)).toMatchObject({
      destination: PAYOUT_ADDRESS.BTC,
      originalAmount: '0.00246900',
      payoutMethodId: 'BTC-CHAIN',
      state: 'AwaitingPayment',
      metadata: { withdrawalId: withdrawal.id },
    });
    const listed = (await investor.inject({ method: 'GET', url: '/api/withdrawals' })).json().items[0];
    expect(listed).toMatchObject({ id: withdrawal.id, status: 'sending', txHash: null });
    const queue = (await operator.inject({ method: 'GET', url: '/api/admin/withdrawals?status=sending' })).json().items;
    expect(queue.map((item: { id: string }) => item.id)).toContain(withdrawal.id);
    // Being sent, it is neither rejected (a refund on top of the payout) nor approved by hand.
    const reject = await operator.inject({ method: 'POST', url: `/api/admin/withdrawals/${withdrawal.id}/reject`, payload: { reason: 'Changed my mind' } });
    expect(reject.statusCode).toBe(409);
    expect((await approve(withdrawal.id, { txHash: 'ab'.repeat(32) })).statusCode).toBe(409);
  });

  it('creates one payout however many times, or on however many instances, it is approved at once', async () => {
    const { withdrawal } = await requested();
    // On PostgreSQL the second instance has a connection pool of its own to the same database.
    const second = kind === 'postgres' ? openPostgres(await sameDatabaseUrl(), 4) : undefined;
    const secondInstance = await buildApp({ ...t.ctx, db: second?.db ?? t.ctx.db }, { serveClient: false });
    try {
      const onSecond = (id: string) =>
        secondInstance.inject({
          method: 'POST',
          url: `/api/admin/withdrawals/${id}/approve`,
          headers: { cookie: operator.cookie, 'x-csrf-token': operator.csrfToken },
        });
      const answers = await Promise.all([approve(withdrawal.id), onSecond(withdrawal.id), approve(withdrawal.id), onSecond(withdrawal.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    } finally {
      await secondInstance.close();
      await second?.close();
    }
    expect((await approve(withdrawal.id)).statusCode).toBe(409);
    onlyPayout(withdrawal.id);
  });

  it('completes the withdrawal when BTCPay reports the payout Completed: its transaction as txHash, the investor told and mailed, once', async () => {
    const { investor, withdrawal } = await requested();
    await approve(withdrawal.id);
    const payout = onlyPayout(withdrawal.id);
    const before = await ledgerOf(investor.user.id);
    expect(await btcpay.deliverPayoutWebhook(webhook.url, payout.id, 'PayoutApproved')).toBe(200);
    expect((await row(withdrawal.id)).status).toBe('sending');

    const { paymentProof } = btcpay.completePayout(payout.id);
    const answers = await Promise.all([btcpay.deliverPayoutWebhook(webhook.url, payout.id), btcpay.deliverPayoutWebhook(webhook.url, payout.id)]);
    expect(answers).toEqual([200, 200]);
    expect(await btcpay.deliverPayoutWebhook(webhook.url, payout.id)).toBe(200);

    const txHash = paymentProof!.transactionId;
    expect(await row(withdrawal.id)).toMatchObject({ status: 'completed', txHash, payoutState: 'Completed', decidedBy: operator.user.id });
    const listed = (await investor.inject({ method: 'GET', url: '/api/withdrawals' })).json().items[0];
    expect(listed).toMatchObject({ id: withdrawal.id, status: 'completed', txHash });
    expect(await ledgerOf(investor.user.id)).toEqual(before);
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(told.filter((note) => note.kind === 'withdrawal_completed')).toHaveLength(1);
    await mail.deliver(t);
    const mailed = mail.to(investor.user.email).filter((sent) => sent.html.includes(txHash));
    expect(mailed).toHaveLength(1);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, withdrawal.id));
    expect(audits.map((audit) => audit.action)).toEqual(['withdrawal.payout', 'withdrawal.approve']);
    expect(audits[1]).toMatchObject({ actorId: null, after: expect.objectContaining({ decidedByProcessor: 'btcpay' }) });
  });

  it('returns the withdrawal to the queue, marked, when the payout is cancelled: nothing refunded, a new approval sends it once more', async () => {
    const { investor, withdrawal } = await requested();
    await approve(withdrawal.id);
    const payout = onlyPayout(withdrawal.id);
    const before = await ledgerOf(investor.user.id);
    btcpay.cancelPayout(payout.id);
    expect(await btcpay.deliverPayoutWebhook(webhook.url, payout.id)).toBe(200);
    expect(await btcpay.deliverPayoutWebhook(webhook.url, payout.id)).toBe(200);

    expect(await row(withdrawal.id)).toMatchObject({ status: 'pending', payoutState: 'Cancelled', txHash: null, decidedBy: null });
    expect(await ledgerOf(investor.user.id)).toEqual(before);
    const queue = (await operator.inject({ method: 'GET', url: `/api/admin/withdrawals?q=${encodeURIComponent(investor.user.email)}` })).json().items;
    expect(queue).toMatchObject([{ id: withdrawal.id, status: 'pending', payoutState: 'Cancelled' }]);

    expect((await approve(withdrawal.id)).statusCode).toBe(200);
    const payouts = btcpay.payoutsFor(withdrawal.id);
    expect(payouts.map((made) => made.state)).toEqual(['Cancelled', 'AwaitingPayment']);
    // A late delivery about the cancelled payout no longer moves the withdrawal.
    expect(await btcpay.deliverPayoutWebhook(webhook.url, payout.id)).toBe(200);
    expect((await row(withdrawal.id)).status).toBe('sending');
  });

  it('completes a payout whose webhook never came at the reconciliation, racing a late delivery, once', async () => {
    const { investor, withdrawal } = await requested();
    await approve(withdrawal.id);
    const payout = onlyPayout(withdrawal.id);
    btcpay.completePayout(payout.id);
    await Promise.all([reconcileOpenInvoices(t.ctx), btcpay.deliverPayoutWebhook(webhook.url, payout.id), reconcileOpenInvoices(t.ctx)]);
    expect(await row(withdrawal.id)).toMatchObject({ status: 'completed', txHash: payout.paymentProof!.transactionId });
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(told.filter((note) => note.kind === 'withdrawal_completed')).toHaveLength(1);
  });

  it('puts a refused payout back in the queue, and finds a payout whose answer was lost instead of making another', async () => {
    const { withdrawal } = await requested();
    btcpay.setDown(true);
    const refused = await approve(withdrawal.id);
    btcpay.setDown(false);
    expect(refused.statusCode).toBe(503);
    expect(await row(withdrawal.id)).toMatchObject({ status: 'pending', payoutId: null });
    expect(btcpay.payoutsFor(withdrawal.id)).toEqual([]);

    // The payout was made but its answer never reached the app.
    expect((await approve(withdrawal.id)).statusCode).toBe(200);
    const made = onlyPayout(withdrawal.id);
    await t.ctx.db.update(withdrawals).set({ payoutId: null, payoutState: null }).where(eq(withdrawals.id, withdrawal.id));
    await reconcileOpenInvoices(t.ctx);
    expect((await row(withdrawal.id)).payoutId).toBeNull();
    t.clock.advance(2 * 60_000);
    await reconcileOpenInvoices(t.ctx);
    expect(await row(withdrawal.id)).toMatchObject({ status: 'sending', payoutId: made.id, payoutState: 'AwaitingPayment' });
    onlyPayout(withdrawal.id);
  });

  it('answers a retried approval from its Idempotency-Key: the same sending withdrawal, no second payout', async () => {
    const { withdrawal } = await requested();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const url = `/api/admin/withdrawals/${withdrawal.id}/approve`;
    const sent = await operator.inject({ method: 'POST', url, headers });
    expect(sent.statusCode, sent.body).toBe(200);
    const retried = await operator.inject({ method: 'POST', url, headers });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(sent.json());
    onlyPayout(withdrawal.id);
  });

  it('records both approvers of a large withdrawal that the second approval sends; a refused payout takes the second back', async () => {
    const finance = await signUpUser(t, { role: 'admin', operatorRole: 'finance' });
    // Above an investor's usual limit: as one the operator raised it for.
    const investor = await signUpUser(t, { balanceCents: 20_000_00 });
    const { id } = await insertPendingWithdrawal(t, investor.user.id, 10_000_00);
    await t.ctx.db.update(withdrawals).set({ walletAddress: PAYOUT_ADDRESS.BTC }).where(eq(withdrawals.id, id));
    const approvers = async () =>
      (await t.ctx.db.select().from(withdrawalApprovals).where(eq(withdrawalApprovals.withdrawalId, id))).map((row) => row.operatorId).sort();

    expect((await approve(id, undefined, finance)).statusCode).toBe(202);
    btcpay.setDown(true);
    expect((await approve(id)).statusCode).toBe(503);
    btcpay.setDown(false);
    expect(await approvers()).toEqual([finance.user.id]);

    const sending = await approve(id);
    expect(sending.statusCode, sending.body).toBe(200);
    expect(sending.json().withdrawal).toMatchObject({ status: 'sending' });
    expect(await approvers()).toEqual([finance.user.id, operator.user.id].sort());
    const queued = (await operator.inject({ method: 'GET', url: '/api/admin/withdrawals?status=sending&limit=100' })).json().items;
    expect(queued.find((item: { id: string }) => item.id === id).approvals).toHaveLength(2);
    onlyPayout(id);
  });

  it('keeps the typed transaction hash for a coin no processor pays out', async () => {
    const { withdrawal } = await requested({ cryptoType: 'ETH', walletAddress: PAYOUT_ADDRESS.ETH, amountCents: 50_00 });
    const response = await approve(withdrawal.id);
    expect(response.json().withdrawal).toMatchObject({ status: 'completed', txHash: null, payoutState: null });
    const typed = await requested();
    expect((await approve(typed.withdrawal.id, { txHash: 'cd'.repeat(32) })).json().withdrawal).toMatchObject({ status: 'completed', txHash: 'cd'.repeat(32) });
    expect(btcpay.payoutsFor(typed.withdrawal.id)).toEqual([]);
  });

  afterAll(async () => {
    // Every withdrawal these tests sent was sent by at most one live payout.
    const sent = await t.ctx.db.select().from(withdrawals);
    for (const withdrawal of sent) expect(btcpay.payoutsFor(withdrawal.id).filter((payout) => payout.state !== 'Cancelled').length).toBeLessThanOrEqual(1);
  });
});
