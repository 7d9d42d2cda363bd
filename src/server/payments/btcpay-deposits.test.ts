import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPlan } from '../../../tests/support/admin-fixtures';
import { useBtcpayTestApp } from '../../../tests/support/btcpay-test-app';
import { useSecondInstance } from '../../../tests/support/second-instance';
import { auditLog, deposits, investments, ledgerEntries, notifications, paymentMethods } from '../db/schema';
import { messages } from '../../shared/messages';
import { reconcileOpenInvoices } from './reconcile';

async function investByDeposit(t: TestApp, investor: SignedInUser, amountCents = 250_00) {
  const plan = await insertPlan(t, { minCents: 1_00 });
  const response = await investor.inject({
    method: 'POST',
    url: '/api/investments',
    payload: { planId: plan.id, amountCents, fundingSource: 'deposit', paymentMethod: 'Bitcoin' },
  });
  return { plan, response };
}

describe.each(testDatabaseKinds())('deposits collected by BTCPay Server on %s', (kind) => {
  const { t, mail, btcpay, webhook } = useBtcpayTestApp(kind);
  const second = useSecondInstance(t, '/api/webhooks/btcpay');

  const requested = async (amountCents = 250_00) => {
    const investor = await signUpUser(t);
    const { response, plan } = await investByDeposit(t, investor, amountCents);
    expect(response.statusCode).toBe(201);
    const { deposit, investment } = response.json();
    return { investor, deposit, investment, plan, invoice: btcpay.invoiceFor(deposit.id) };
  };
  const depositRow = async (id: string) => (await t.ctx.db.select().from(deposits).where(eq(deposits.id, id)))[0]!;
  const investmentStatus = async (id: string) => (await t.ctx.db.select().from(investments).where(eq(investments.id, id)))[0]!.status;

  it('gives each deposit its own invoice: the USD amount, the deposit id as the order, its address and exact coin amount', async () => {
    const { investor, deposit, invoice } = await requested(250_00);
    expect(invoice).toMatchObject({ amount: '250.00', currency: 'USD' });
    expect(deposit).toMatchObject({
      walletAddress: invoice.destination,
      coinAmount: `${invoice.coinAmount} BTC`,
      paymentUri: `bitcoin:${invoice.destination}?amount=${invoice.coinAmount}`,
      checkoutUrl: `${btcpay.url}/i/${invoice.id}`,
    });
    const listed = (await investor.inject({ method: 'GET', url: '/api/deposits' })).json().items[0];
    expect(listed).toMatchObject({ walletAddress: invoice.destination, coinAmount: `${invoice.coinAmount} BTC`, checkoutUrl: `${btcpay.url}/i/${invoice.id}` });
    const [sent] = await mail.deliver(t);
    expect(sent!.html).toContain(invoice.destination);
    expect(sent!.html).toContain(`${invoice.coinAmount} BTC`);
    expect(sent!.html).toContain(`href="${btcpay.url}/i/${invoice.id}"`);
  });

  it('offers the Bitcoin method without an operator address, and no method whose coin BTCPay does not handle without one', async () => {
    await t.ctx.db.insert(paymentMethods).values({ name: 'Ethereum', walletAddress: null, uriScheme: 'ethereum' }).onConflictDoNothing();
    const investor = await signUpUser(t);
    const offered = (await investor.inject({ method: 'GET', url: '/api/payment-methods' })).json().paymentMethods;
    expect(offered).toEqual([{ name: 'Bitcoin', walletAddress: '', paymentUri: '', byProcessor: true }]);
  });

  it('completes the deposit when BTCPay reports the invoice settled: the plan active, once, with the processor named', async () => {
    const { investor, deposit, investment, invoice } = await requested(300_00);
    btcpay.settle(invoice.id);
    const answers = await Promise.all([btcpay.deliverWebhook(webhook.url, invoice.id), btcpay.deliverWebhook(webhook.url, invoice.id)]);
    expect(answers).toEqual([200, 200]);
    expect(await btcpay.deliverWebhook(webhook.url, invoice.id)).toBe(200);
    expect((await depositRow(deposit.id)).status).toBe('completed');
    expect(await investmentStatus(investment.id)).toBe('active');
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id));
    expect(entries.filter((entry) => entry.kind === 'deposit').map((entry) => entry.amountCents)).toEqual([300_00]);
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, deposit.id));
    expect(audit).toMatchObject({ action: 'deposit.approve', actorId: null, after: expect.objectContaining({ decidedByProcessor: 'btcpay' }) });
    const listed = (await investor.inject({ method: 'GET', url: '/api/investments' })).json().items[0];
    expect(listed).toMatchObject({ id: investment.id, status: 'active' });
  });

  it('answers a later delivery for a completed deposit without asking BTCPay, here and on another instance, and credits nothing more', async () => {
    const { investor, deposit, invoice } = await requested(300_00);
    btcpay.settle(invoice.id);
    expect(await btcpay.deliverWebhook(webhook.url, invoice.id)).toBe(200);
    btcpay.setDown(true);
    try {
      expect(await btcpay.deliverWebhook(webhook.url, invoice.id)).toBe(200);
      expect(await btcpay.deliverWebhook(second.url, invoice.id)).toBe(200);
    } finally {
      btcpay.setDown(false);
    }
    expect((await depositRow(deposit.id)).status).toBe('completed');
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id));
    expect(entries.filter((entry) => entry.kind === 'deposit')).toHaveLength(1);
  });

  it("shows the operator each coin's processor, whether it sends that coin's payouts, and when its last webhook arrived", async () => {
    const operator = await signUpUser(t, { role: 'admin' });
    const response = await operator.inject({ method: 'GET', url: '/api/admin/payment-processors' });
    expect(response.json()).toEqual([
      { coin: 'BTC', processor: 'btcpay', paysOut: true, lastWebhookAt: t.clock.now().toISOString() },
      { coin: 'ETH', processor: null, paysOut: false, lastWebhookAt: null },
      { coin: 'LTC', processor: 'btcpay', paysOut: true, lastWebhookAt: t.clock.now().toISOString() },
      { coin: 'USDT', processor: null, paysOut: false, lastWebhookAt: null },
      { coin: 'TRON', processor: null, paysOut: false, lastWebhookAt: null },
    ]);
    const investor = await signUpUser(t);
    expect((await investor.inject({ method: 'GET', url: '/api/admin/payment-processors' })).statusCode).toBe(404);
  });

  it('refuses a webhook with no or a wrong signature (401) and changes nothing', async () => {
    const { deposit, invoice } = await requested();
    btcpay.settle(invoice.id);
    expect(await btcpay.deliverWebhook(webhook.url, invoice.id, { secret: 'not-the-store-secret-at-all' })).toBe(401);
    const unsigned = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ invoiceId: invoice.id }),
    });
    expect(unsigned.status).toBe(401);
    expect((await depositRow(deposit.id)).status).toBe('pending');
  });

  it('acts on the state BTCPay reports, not on the event: an event for an unpaid invoice credits nothing', async () => {
    const { deposit, invoice } = await requested();
    expect(await btcpay.deliverWebhook(webhook.url, invoice.id)).toBe(200);
    expect((await depositRow(deposit.id)).status).toBe('pending');
  });

  it('credits only what BTCPay reports when a signed event says settled: nothing while unpaid, a rejection once expired', async () => {
    const { investor, deposit, investment, invoice } = await requested();
    expect(await btcpay.deliverWebhook(webhook.url, invoice.id, { type: 'InvoiceSettled' })).toBe(200);
    expect((await depositRow(deposit.id)).status).toBe('pending');
    btcpay.expire(invoice.id);
    expect(await btcpay.deliverWebhook(webhook.url, invoice.id, { type: 'InvoiceSettled' })).toBe(200);
    expect((await depositRow(deposit.id)).status).toBe('rejected');
    expect(await investmentStatus(investment.id)).toBe('cancelled');
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id));
    expect(entries.filter((entry) => entry.kind === 'deposit')).toEqual([]);
  });

  it('rejects the deposit and cancels the unpaid investment when the invoice expires, and tells the investor', async () => {
    const { investor, deposit, investment, invoice } = await requested();
    btcpay.expire(invoice.id);
    expect(await btcpay.deliverWebhook(webhook.url, invoice.id)).toBe(200);
    expect(await depositRow(deposit.id)).toMatchObject({ status: 'rejected', rejectionReason: messages.invoiceExpired });
    expect(await investmentStatus(investment.id)).toBe('cancelled');
    const notes = (await investor.inject({ method: 'GET', url: '/api/notifications' })).json();
    expect(JSON.stringify(notes)).toContain(messages.invoiceExpired);
  });

  it('leaves a partly paid deposit in the operator queue, marked partial, uncredited', async () => {
    const { deposit, invoice } = await requested();
    btcpay.partial(invoice.id);
    expect(await btcpay.deliverWebhook(webhook.url, invoice.id)).toBe(200);
    expect(await depositRow(deposit.id)).toMatchObject({ status: 'pending', partiallyPaid: true });
  });

  it('completes a settled deposit whose webhook never arrived, and expires an expired one, at the reconciliation', async () => {
    const paid = await requested();
    const unpaid = await requested();
    const open = await requested();
    btcpay.settle(paid.invoice.id);
    btcpay.expire(unpaid.invoice.id);
    await reconcileOpenInvoices(t.ctx);
    expect((await depositRow(paid.deposit.id)).status).toBe('completed');
    expect(await investmentStatus(paid.investment.id)).toBe('active');
    expect((await depositRow(unpaid.deposit.id)).status).toBe('rejected');
    expect((await depositRow(open.deposit.id)).status).toBe('pending');
  });

  const creditedOnce = async ({ investor, deposit, investment }: Awaited<ReturnType<typeof requested>>) => {
    expect((await depositRow(deposit.id)).status).toBe('completed');
    expect(await investmentStatus(investment.id)).toBe('active');
    const credits = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id));
    expect(credits.filter((entry) => entry.kind === 'deposit').map((entry) => entry.amountCents)).toEqual([deposit.amountCents]);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, deposit.id))).toHaveLength(1);
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.refId, deposit.id));
    expect(told.filter((notification) => notification.kind === 'investment_activated')).toHaveLength(1);
  };

  it('credits once when a webhook races the reconciliation, on this instance and on another', async () => {
    const here = await requested(120_00);
    const there = await requested(130_00);
    btcpay.settle(here.invoice.id);
    btcpay.settle(there.invoice.id);
    await Promise.all([
      btcpay.deliverWebhook(webhook.url, here.invoice.id),
      reconcileOpenInvoices(t.ctx),
      btcpay.deliverWebhook(second.url, there.invoice.id),
      reconcileOpenInvoices(second.ctx),
      btcpay.deliverWebhook(webhook.url, there.invoice.id),
    ]);
    await creditedOnce(here);
    await creditedOnce(there);
  });

  it('credits once when two instances receive the same settled webhook at the same moment, and both answer 200', async () => {
    const paid = [await requested(110_00), await requested(140_00), await requested(150_00)];
    for (const { invoice } of paid) btcpay.settle(invoice.id);
    const answers = await Promise.all(
      paid.flatMap(({ invoice }) => [btcpay.deliverWebhook(webhook.url, invoice.id), btcpay.deliverWebhook(second.url, invoice.id)]),
    );
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    for (const deposit of paid) await creditedOnce(deposit);
  });

  it("credits both when two of an investor's deposits for the same plan settle at the same moment: one investment active, the other's money on the balance", async () => {
    const investor = await signUpUser(t);
    const plan = await insertPlan(t, { minCents: 1_00 });
    const invest = async (amountCents: number) =>
      (
        await investor.inject({
          method: 'POST',
          url: '/api/investments',
          payload: { planId: plan.id, amountCents, fundingSource: 'deposit', paymentMethod: 'Bitcoin' },
        })
      ).json();
    const both = [await invest(210_00), await invest(220_00)];
    const invoices = both.map(({ deposit }) => btcpay.invoiceFor(deposit.id));
    for (const invoice of invoices) btcpay.settle(invoice.id);
    const answers = await Promise.all([btcpay.deliverWebhook(webhook.url, invoices[0]!.id), btcpay.deliverWebhook(second.url, invoices[1]!.id)]);
    expect(answers).toEqual([200, 200]);
    for (const { deposit } of both) expect((await depositRow(deposit.id)).status).toBe('completed');
    expect((await Promise.all(both.map(({ investment }) => investmentStatus(investment.id)))).sort()).toEqual(['active', 'cancelled']);
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, investor.user.id));
    expect(
      entries
        .filter((entry) => entry.kind === 'deposit')
        .map((entry) => entry.amountCents)
        .sort(),
    ).toEqual([210_00, 220_00]);
  });

  it('leaves open deposits for the next pass when BTCPay does not answer', async () => {
    const { deposit, invoice } = await requested();
    btcpay.settle(invoice.id);
    btcpay.setDown(true);
    try {
      expect((await reconcileOpenInvoices(t.ctx)).unanswered).toBeGreaterThan(0);
      expect(await btcpay.deliverWebhook(webhook.url, invoice.id)).toBe(503);
    } finally {
      btcpay.setDown(false);
    }
    expect((await depositRow(deposit.id)).status).toBe('pending');
  });

  it('answers 503 with a clear message and creates nothing when BTCPay is down', async () => {
    const investor = await signUpUser(t);
    btcpay.setDown(true);
    try {
      const { response } = await investByDeposit(t, investor);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(messages.processorUnavailable);
    } finally {
      btcpay.setDown(false);
    }
    expect(await t.ctx.db.select().from(deposits).where(eq(deposits.userId, investor.user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(investments).where(eq(investments.userId, investor.user.id))).toEqual([]);
  });
});
