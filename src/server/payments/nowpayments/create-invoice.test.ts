import { describe, expect, it } from 'vitest';
import { startFakeNowPayments } from '../../../../tests/support/fake-nowpayments';
import { withFakeNowPaymentsAccount } from '../../../../tests/support/nowpayments-test-app';
import { ProcessorUnavailable } from '../processor';

const { fake, account, processor } = withFakeNowPaymentsAccount();

describe('a deposit becomes a NOWPayments payment', () => {
  it('is created with the account key, the USD amount written from its cents, the coin and the deposit as the order', async () => {
    const invoice = await processor().createInvoice({ orderId: 'deposit-42', amountCents: 12_345, coin: 'BTC' });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment' });
    expect(request!.headers['x-api-key']).toBe(account.apiKey);
    expect(request!.headers['content-type']).toBe('application/json');
    // A JSON number written from the cents' digits, not a float's.
    expect(request!.body).toContain('"price_amount":123.45');
    expect(JSON.parse(request!.body)).toEqual({
      price_amount: 123.45,
      price_currency: 'usd',
      pay_currency: 'btc',
      order_id: 'deposit-42',
      ipn_callback_url: 'https://invest.example/api/webhooks/nowpayments',
    });

    const payment = fake.payment(invoice.invoiceId);
    expect(invoice).toEqual({
      invoiceId: payment.paymentId,
      address: payment.payAddress,
      coinAmount: payment.payAmount,
      paymentUri: `bitcoin:${payment.payAddress}?amount=${payment.payAmount}`,
      checkoutUrl: null,
    });
    expect(payment.orderId).toBe('deposit-42');
  });

  it('writes any number of cents as dollars exactly', async () => {
    for (const [amountCents, written] of [
      [5, '0.05'],
      [100, '1.00'],
      [1_000_000_07, '1000000.07'],
    ] as const) {
      fake.requests.length = 0;
      await processor().createInvoice({ orderId: 'deposit-1', amountCents, coin: 'USDT' });
      expect(fake.requests[0]!.body).toContain(`"price_amount":${written},`);
    }
  });

  it("asks for each coin by NOWPayments' ticker and gives the payment URI its network's wallets read", async () => {
    const cases = [
      ['BTC', 'btc', (address: string, amount: string) => `bitcoin:${address}?amount=${amount}`],
      ['LTC', 'ltc', (address: string, amount: string) => `litecoin:${address}?amount=${amount}`],
      ['USDT', 'usdttrc20', (address: string) => address],
      ['TRON', 'trx', (address: string) => address],
    ] as const;
    for (const [coin, ticker, uri] of cases) {
      fake.requests.length = 0;
      const invoice = await processor().createInvoice({ orderId: `deposit-${coin}`, amountCents: 250_00, coin });
      expect(JSON.parse(fake.requests[0]!.body).pay_currency).toBe(ticker);
      expect(invoice.paymentUri).toBe(uri(invoice.address, invoice.coinAmount));
    }
  });

  it('keeps an Ether amount to all its 18 decimals, as NOWPayments wrote it, and puts the same wei in the URI', async () => {
    const invoice = await processor().createInvoice({ orderId: 'deposit-eth', amountCents: 123_45, coin: 'ETH' });

    expect(JSON.parse(fake.requests[0]!.body).pay_currency).toBe('eth');
    // $123.45 at the fake's $3,456.78 is 0.0357124260149619...: 18 decimals, more than a float keeps.
    expect(invoice.coinAmount).toBe('0.035712426014961901');
    expect(String(Number(invoice.coinAmount))).not.toBe(invoice.coinAmount);
    expect(invoice.paymentUri).toBe(`ethereum:${invoice.address}@1?value=35712426014961901`);
  });
});

describe('a NOWPayments that cannot take the payment', () => {
  it('refuses a wrong key, and the error does not repeat the key', async () => {
    const wrongKey = 'NP-WRONG-KEY-SECRET-99';
    const refusal = await processor({ apiKey: wrongKey })
      .createInvoice({ orderId: 'deposit-1', amountCents: 100_00, coin: 'BTC' })
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ProcessorUnavailable);
    expect((refusal as Error).message).toContain('403');
    expect(`${(refusal as Error).message} ${(refusal as Error).stack}`).not.toContain(wrongKey);
    expect(fake.requests[0]!.headers['x-api-key']).toBe(wrongKey);
  });

  it('is unavailable while its API answers an error page', async () => {
    fake.down();
    await expect(processor().createInvoice({ orderId: 'deposit-1', amountCents: 100_00, coin: 'ETH' })).rejects.toThrow(ProcessorUnavailable);
  });

  it('is unavailable when nothing listens at its address', async () => {
    const gone = await startFakeNowPayments(account);
    await gone.close();
    await expect(processor({ apiUrl: gone.url }).createInvoice({ orderId: 'deposit-1', amountCents: 100_00, coin: 'BTC' })).rejects.toThrow(
      ProcessorUnavailable,
    );
  });

  it('gives up after 10 seconds without an answer', async () => {
    fake.slow(15_000);
    await expect(processor().createInvoice({ orderId: 'deposit-1', amountCents: 100_00, coin: 'BTC' })).rejects.toThrow(
      new ProcessorUnavailable('NOWPayments did not answer POST /v1/payment within 10 s'),
    );
  });
});

describe('the fake, like NOWPayments, refuses a payment it cannot price', () => {
  it('answers 400 INVALID_REQUEST_PARAMS without price_amount, price_currency or pay_currency', async () => {
    const full = { price_amount: 10, price_currency: 'usd', pay_currency: 'btc' };
    for (const missing of ['price_amount', 'price_currency', 'pay_currency']) {
      const body = Object.fromEntries(Object.entries(full).filter(([key]) => key !== missing));
      const response = await fetch(`${fake.url}/v1/payment`, {
        method: 'POST',
        headers: { 'x-api-key': account.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: false, statusCode: 400, code: 'INVALID_REQUEST_PARAMS', message: `"${missing}" is required` });
    }
  });
});
