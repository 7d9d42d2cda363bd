import { describe, expect, it } from 'vitest';
import { withFakeNowPaymentsAccount } from '../../../../tests/support/nowpayments-test-app';
import { ProcessorUnavailable } from '../processor';

const { fake, account, processor } = withFakeNowPaymentsAccount();
const newPayment = async () => (await processor().createInvoice({ orderId: 'deposit-7', amountCents: 500_00, coin: 'USDT' })).invoiceId;

describe("a payment's state, read from NOWPayments' API", () => {
  it('asks GET /v1/payment/{payment_id} with the account key', async () => {
    const paymentId = await newPayment();
    fake.requests.length = 0;

    expect(await processor().invoiceState(paymentId)).toBe('open');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: `/v1/payment/${paymentId}` });
    expect(fake.requests[0]!.headers['x-api-key']).toBe(account.apiKey);
  });

  it('is settled only when finished: the money reached the account', async () => {
    const paymentId = await newPayment();
    fake.settle(paymentId);
    expect(await processor().invoiceState(paymentId)).toBe('settled');
  });

  it('is partial when the investor sent less than the price', async () => {
    const paymentId = await newPayment();
    fake.partial(paymentId);
    expect(await processor().invoiceState(paymentId)).toBe('partial');
  });

  it('is expired when nothing was sent in time, or the payment failed', async () => {
    const expired = await newPayment();
    fake.expire(expired);
    expect(await processor().invoiceState(expired)).toBe('expired');

    const failed = await newPayment();
    fake.fail(failed);
    expect(await processor().invoiceState(failed)).toBe('expired');
  });

  it('stays open while the coins are on their way, and for a refund, which credits nothing', async () => {
    const paymentId = await newPayment();
    for (const status of ['waiting', 'confirming', 'confirmed', 'sending', 'refunded'] as const) {
      fake.setStatus(paymentId, status);
      expect(await processor().invoiceState(paymentId), status).toBe('open');
    }
  });
});

describe('a state NOWPayments cannot give', () => {
  it('is unavailable for a payment it does not know', async () => {
    await expect(processor().invoiceState('1234567890')).rejects.toThrow(ProcessorUnavailable);
  });

  it('is unavailable with a wrong key, without repeating the key', async () => {
    const paymentId = await newPayment();
    const wrongKey = 'NP-ROTATED-OLD-KEY-SECRET';
    const refusal = await processor({ apiKey: wrongKey })
      .invoiceState(paymentId)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProcessorUnavailable);
    expect(`${(refusal as Error).message} ${(refusal as Error).stack}`).not.toContain(wrongKey);
  });

  it('is unavailable during an outage, and answers again after it', async () => {
    const paymentId = await newPayment();
    fake.settle(paymentId);
    fake.down();
    await expect(processor().invoiceState(paymentId)).rejects.toThrow(ProcessorUnavailable);
    fake.up();
    expect(await processor().invoiceState(paymentId)).toBe('settled');
  });
});
