import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBtcpay, type FakeBtcpay } from '../../../../tests/support/fake-btcpay';
import { ProcessorUnavailable } from '../processor';
import { btcpayProcessor } from './processor';

const STORE = { apiKey: 'adapter-test-api-key-0123456789', storeId: 'AdapterStore', webhookSecret: 'adapter-test-webhook-secret' };

describe('the BTCPay Server adapter against the fake Greenfield API', () => {
  const btcpay = {} as FakeBtcpay;
  beforeAll(async () => {
    Object.assign(btcpay, await startFakeBtcpay(STORE));
  });
  afterAll(() => btcpay.close());
  const adapter = () => btcpayProcessor({ url: btcpay.url, ...STORE, coins: ['BTC', 'LTC'] });

  it('creates an invoice in USD with the order id, and reads its address, coin amount, payment link and checkout page', async () => {
    const invoice = await adapter().createInvoice({ orderId: 'deposit-1', amountCents: 1234_05, coin: 'LTC' });
    const made = btcpay.invoiceFor('deposit-1');
    expect(made).toMatchObject({ id: invoice.invoiceId, amount: '1234.05', currency: 'USD' });
    expect(invoice).toEqual({
      invoiceId: made.id,
      address: made.destination,
      coinAmount: made.coinAmount,
      paymentUri: `litecoin:${made.destination}?amount=${made.coinAmount}`,
      checkoutUrl: `${btcpay.url}/i/${made.id}`,
    });
  });

  it("reads the invoice's state: open, settled, expired, invalid, partial", async () => {
    const { invoiceId } = await adapter().createInvoice({ orderId: 'deposit-2', amountCents: 10_00, coin: 'BTC' });
    expect(await adapter().invoiceState(invoiceId)).toBe('open');
    btcpay.partial(invoiceId);
    expect(await adapter().invoiceState(invoiceId)).toBe('partial');
    btcpay.expire(invoiceId);
    expect(await adapter().invoiceState(invoiceId)).toBe('expired');
    btcpay.invalid(invoiceId);
    expect(await adapter().invoiceState(invoiceId)).toBe('expired');
    btcpay.settle(invoiceId);
    expect(await adapter().invoiceState(invoiceId)).toBe('settled');
  });

  it("sends Bitcoin and Litecoin payouts at the store's rate, and reads their state and transaction", async () => {
    const payouts = btcpayProcessor({ url: btcpay.url, ...STORE, coins: ['BTC', 'TRON', 'LTC', 'USDT'] }).payouts!;
    expect(payouts.coins).toEqual(['BTC', 'LTC']);
    // 10.00 USD at 100.00 USD per LTC.
    const made = await payouts.createPayout({ withdrawalId: 'withdrawal-1', amountCents: 10_00, coin: 'LTC', destination: 'ltc1qdestination' });
    expect(made).toEqual({ payoutId: expect.any(String), state: 'AwaitingPayment', outcome: 'sending', txHash: null });
    expect(btcpay.payoutsFor('withdrawal-1')).toMatchObject([{ originalAmount: '0.10000000', payoutMethodId: 'LTC-CHAIN', destination: 'ltc1qdestination' }]);
    const { paymentProof } = btcpay.completePayout(made.payoutId!);
    expect(await payouts.payoutState(made.payoutId!)).toEqual({ ...made, state: 'Completed', outcome: 'completed', txHash: paymentProof!.transactionId });
    expect(await payouts.findPayout('withdrawal-1')).toMatchObject({ payoutId: made.payoutId, outcome: 'completed' });
    expect(await payouts.findPayout('withdrawal-2')).toBeNull();
    btcpay.setDown(true);
    await expect(payouts.createPayout({ withdrawalId: 'w', amountCents: 1_00, coin: 'BTC', destination: 'bc1q' })).rejects.toMatchObject({ answered: true });
    btcpay.setDown(false);
    const nowhere = btcpayProcessor({ url: 'http://127.0.0.1:9', ...STORE, coins: ['BTC'] }).payouts!;
    await expect(nowhere.createPayout({ withdrawalId: 'w', amountCents: 1_00, coin: 'BTC', destination: 'bc1q' })).rejects.toMatchObject({ answered: false });
  });

  it('throws ProcessorUnavailable on an error answer, a wrong key or no server', async () => {
    btcpay.setDown(true);
    await expect(adapter().createInvoice({ orderId: 'x', amountCents: 10_00, coin: 'BTC' })).rejects.toBeInstanceOf(ProcessorUnavailable);
    btcpay.setDown(false);
    const wrongKey = btcpayProcessor({ url: btcpay.url, ...STORE, apiKey: 'not-the-key-0123456789', coins: ['BTC'] });
    await expect(wrongKey.invoiceState('whatever')).rejects.toBeInstanceOf(ProcessorUnavailable);
    const nowhere = btcpayProcessor({ url: 'http://127.0.0.1:9', ...STORE, coins: ['BTC'] });
    await expect(nowhere.invoiceState('whatever')).rejects.toBeInstanceOf(ProcessorUnavailable);
  });

  it("verifies BTCPay-Sig over the raw body and names only this store's invoice", () => {
    const body = Buffer.from(JSON.stringify({ type: 'InvoiceSettled', storeId: STORE.storeId, invoiceId: 'Inv1' }));
    const signed = (raw: Buffer, secret = STORE.webhookSecret) => ({ 'btcpay-sig': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` });
    expect(adapter().verifyWebhook(body, signed(body))).toEqual({ verified: true, invoiceId: 'Inv1', payoutId: null });
    expect(adapter().verifyWebhook(body, signed(body, 'another-secret'))).toEqual({ verified: false });
    expect(adapter().verifyWebhook(body, {})).toEqual({ verified: false });
    expect(adapter().verifyWebhook(Buffer.concat([body, Buffer.from(' ')]), signed(body))).toEqual({ verified: false });
    const otherStore = Buffer.from(JSON.stringify({ type: 'InvoiceSettled', storeId: 'Other', invoiceId: 'Inv1' }));
    expect(adapter().verifyWebhook(otherStore, signed(otherStore))).toEqual({ verified: true, invoiceId: null, payoutId: null });
  });
});
