import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPlan } from '../../../tests/support/admin-fixtures';
import { useNowPaymentsTestApp } from '../../../tests/support/nowpayments-test-app';
import { useSecondInstance } from '../../../tests/support/second-instance';
import { auditLog, deposits, investments, ledgerEntries } from '../db/schema';
import { messages } from '../../shared/messages';
import { reconcileOpenInvoices } from './reconcile';

describe.each(testDatabaseKinds())('deposits collected by NOWPayments on %s', (kind) => {
  const { t, mail, nowPayments, webhook } = useNowPaymentsTestApp(kind);
  const second = useSecondInstance(t, '/api/webhooks/nowpayments');

  const requested = async (amountCents = 250_00) => {
    const investor = await signUpUser(t);
    const plan = await insertPlan(t, { minCents: 1_00 });
    const response = await investor.inject({
      method: 'POST',
      url: '/api/investments',
      payload: { planId: plan.id, amountCents, fundingSource: 'deposit', paymentMethod: 'USDT (TRC20)' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { deposit, investment } = response.json();
    const [row] = await t.ctx.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    return { investor, deposit, investment, paymentId: row!.invoiceId! };
  };
  const depositRow = async (id: string) => (await t.ctx.db.select().from(deposits).where(eq(deposits.id, id)))[0]!;
  const investmentStatus = async (id: string) => (await t.ctx.db.select().from(investments).where(eq(investments.id, id)))[0]!.status;

  it('creates a payment per deposit: USD price from the cents, usdttrc20, the deposit id as the order and the IPN address; the investor sees its own address and amount', async () => {
    const { investor, deposit, paymentId } = await requested(250_00);
    const created = nowPayments.requests.find((request) => request.method === 'POST' && request.path === '/v1/payment' && request.body.includes(deposit.id))!;
    expect(created.headers['x-api-key']).toBe('fake-nowpayments-api-key-0123456789');
    expect(JSON.parse(created.body)).toMatchObject({
      price_amount: 250,
      price_currency: 'usd',
      pay_currency: 'usdttrc20',
      order_id: deposit.id,
      ipn_callback_url: 'http://127.0.0.1/api/webhooks/nowpayments',
    });
    const payment = nowPayments.payment(paymentId);
    expect(deposit).toMatchObject({
      walletAddress: payment.payAddress,
      coinAmount: `${payment.payAmount} USDT`,
      paymentUri: payment.payAddress,
      checkoutUrl: null,
    });
    const listed = (await investor.inject({ method: 'GET', url: '/api/deposits' })).json().items[0];
    expect(listed).toMatchObject({ walletAddress: payment.payAddress, coinAmount: `${payment.payAmount} USDT` });
    const [sent] = await mail.deliver(t);
    expect(sent!.html).toContain(payment.payAddress);
  });

  it('completes the deposit once when NOWPayments reports the payment finished, however often the IPN comes', async () => {
    const { investor, deposit, investment, paymentId } = await requested(300_00);
    nowPayments.settle(paymentId);
    const answers = await Promise.all([nowPayments.deliverWebhook(webhook.url, paymentId), nowPayments.deliverWebhook(webhook.url, paymentId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await nowPayments.deliverWebhook(webhook.url, paymentId)).status).toBe(200);
    expect((await depositRow(deposit.id)).status).toBe('completed');
    expect(await investmentStatus(investment.id)).toBe('active');
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id));
    expect(entries.filter((entry) => entry.kind === 'deposit').map((entry) => entry.amountCents)).toEqual([300_00]);
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, deposit.id));
    expect(audit).toMatchObject({ action: 'deposit.approve', actorId: null, after: expect.objectContaining({ decidedByProcessor: 'nowpayments' }) });
  });

  it('refuses an IPN signed with another secret (401) and credits nothing', async () => {
    const { deposit, paymentId } = await requested();
    nowPayments.settle(paymentId);
    const { body } = nowPayments.ipn(paymentId);
    const forged = await fetch(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-nowpayments-sig': 'ab'.repeat(64) }, body });
    expect(forged.status).toBe(401);
    const unsigned = await fetch(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    expect((await depositRow(deposit.id)).status).toBe('pending');
  });

  it('acts on the status read from the API, not the IPN: a waiting payment credits nothing', async () => {
    const { deposit, paymentId } = await requested();
    expect((await nowPayments.deliverWebhook(webhook.url, paymentId)).status).toBe(200);
    expect((await depositRow(deposit.id)).status).toBe('pending');
  });

  it('rejects the deposit and cancels the investment when the payment expires or fails; a partial payment waits for an operator', async () => {
    const expired = await requested();
    const failed = await requested();
    const partial = await requested();
    nowPayments.expire(expired.paymentId);
    nowPayments.fail(failed.paymentId);
    nowPayments.partial(partial.paymentId);
    for (const { paymentId } of [expired, failed, partial]) expect((await nowPayments.deliverWebhook(webhook.url, paymentId)).status).toBe(200);
    expect(await depositRow(expired.deposit.id)).toMatchObject({ status: 'rejected', rejectionReason: messages.invoiceExpired });
    expect(await investmentStatus(expired.investment.id)).toBe('cancelled');
    expect((await depositRow(failed.deposit.id)).status).toBe('rejected');
    expect(await depositRow(partial.deposit.id)).toMatchObject({ status: 'pending', partiallyPaid: true });
  });

  it('completes a finished payment whose IPN never arrived at the reconciliation, once beside a racing IPN', async () => {
    const { investor, deposit, paymentId } = await requested(120_00);
    nowPayments.settle(paymentId);
    await Promise.all([reconcileOpenInvoices(t.ctx), nowPayments.deliverWebhook(webhook.url, paymentId), reconcileOpenInvoices(t.ctx)]);
    expect((await depositRow(deposit.id)).status).toBe('completed');
    const credits = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id));
    expect(credits.filter((entry) => entry.kind === 'deposit')).toHaveLength(1);
  });

  it('credits once when two instances receive the same IPN at the same moment, and both answer 200', async () => {
    const { investor, deposit, investment, paymentId } = await requested(180_00);
    nowPayments.settle(paymentId);
    const answers = await Promise.all([nowPayments.deliverWebhook(webhook.url, paymentId), nowPayments.deliverWebhook(second.url, paymentId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await depositRow(deposit.id)).status).toBe('completed');
    expect(await investmentStatus(investment.id)).toBe('active');
    const credits = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id));
    expect(credits.filter((entry) => entry.kind === 'deposit').map((entry) => entry.amountCents)).toEqual([180_00]);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, deposit.id))).toHaveLength(1);
  });

  it('answers 503 with a clear message and creates nothing when NOWPayments is down', async () => {
    const investor = await signUpUser(t);
    const plan = await insertPlan(t, { minCents: 1_00 });
    nowPayments.down();
    try {
      const response = await investor.inject({
        method: 'POST',
        url: '/api/investments',
        payload: { planId: plan.id, amountCents: 100_00, fundingSource: 'deposit', paymentMethod: 'USDT (TRC20)' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(messages.processorUnavailable);
    } finally {
      nowPayments.up();
    }
    expect(await t.ctx.db.select().from(deposits).where(eq(deposits.userId, investor.user.id))).toEqual([]);
  });
});
