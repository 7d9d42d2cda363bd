import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFakeNowPaymentsAccount } from '../../../../tests/support/nowpayments-test-app';
import { nowPaymentsProcessor } from './processor';

const IPN_SECRET = 'docs-example-ipn-secret';
const settings = (ipnSecret = IPN_SECRET) => ({
  apiUrl: 'http://127.0.0.1:9',
  apiKey: 'unused',
  ipnSecret,
  coins: ['TRON' as const],
  publicUrl: 'https://invest.example',
});
const verify = (body: string, headers: IncomingHttpHeaders, ipnSecret = IPN_SECRET) =>
  nowPaymentsProcessor(settings(ipnSecret)).verifyWebhook(Buffer.from(body), headers);

// The payment webhook example of NOWPayments' API documentation, as its server sends it (unsorted).
const DOCS_EXAMPLE =
  '{"payment_id":123456789,"parent_payment_id":987654321,"invoice_id":null,"payment_status":"finished","pay_address":"address","payin_extra_id":null,"price_amount":1,"price_currency":"usd","pay_amount":15,"actually_paid":15,"actually_paid_at_fiat":0,"pay_currency":"trx","order_id":null,"order_description":null,"purchase_id":"123456789","outcome_amount":14.8106,"outcome_currency":"trx","payment_extra_ids":null,"fee":{"currency":"btc","depositFee":0.09853637216235617,"withdrawalFee":0,"serviceFee":0}}';
// Computed apart from this code, with the documentation's Python example
// (json.dumps(message, separators=(',', ':'), sort_keys=True), HMAC-SHA512 hex) and the secret above.
const DOCS_EXAMPLE_SIGNATURE =
  '61a1fbad79ff3bc86ae3771930e4e673b14594fd068bc991781fea233c19f4947528db68c684e6ae51f43c0c611af658ef7246ab8f4feaf1764c7a95d750249b';

describe("an IPN signed as NOWPayments' documentation signs it", () => {
  it('verifies the documented example with a signature computed independently, and names its payment', () => {
    expect(verify(DOCS_EXAMPLE, { 'x-nowpayments-sig': DOCS_EXAMPLE_SIGNATURE })).toEqual({ verified: true, invoiceId: '123456789' });
  });

  it('still verifies with the keys in another order and other spacing: the signature is over the sorted body', () => {
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(DOCS_EXAMPLE)).reverse()), null, 2);
    expect(reordered).not.toBe(DOCS_EXAMPLE);
    expect(verify(reordered, { 'x-nowpayments-sig': DOCS_EXAMPLE_SIGNATURE })).toEqual({ verified: true, invoiceId: '123456789' });
  });

  it("verifies an IPN that is about something else (the documentation's payout example), naming no payment", () => {
    const payout =
      '{"id":"123456789","batch_withdrawal_id":"987654321","status":"CREATING","error":null,"currency":"usdttrc20","amount":"50","address":"address","fee":null,"extra_id":null,"hash":null,"ipn_callback_url":"callback_url","created_at":"2023-07-27T15:29:40.803Z","requested_at":null,"updated_at":null}';
    // Computed the same way as the signature above.
    const signature = 'c58bd252299ca3ef2e5fc90c64ce550e0c2b60f35243e701f521fdbbbba5b1331e44655993a3c201f09254f9b8d0c2b69ff9c3a016396f63c9f079ec2ccf5875';
    expect(verify(payout, { 'x-nowpayments-sig': signature })).toEqual({ verified: true, invoiceId: null });
  });
});

describe('an IPN that is refused', () => {
  it('has no signature', () => {
    expect(verify(DOCS_EXAMPLE, {})).toEqual({ verified: false });
    expect(verify(DOCS_EXAMPLE, { 'x-nowpayments-sig': '' })).toEqual({ verified: false });
  });

  it('is signed with another secret', () => {
    expect(verify(DOCS_EXAMPLE, { 'x-nowpayments-sig': DOCS_EXAMPLE_SIGNATURE }, 'another-secret')).toEqual({ verified: false });
  });

  it('has a body changed after signing', () => {
    const altered = DOCS_EXAMPLE.replace('"actually_paid":15', '"actually_paid":16');
    expect(verify(altered, { 'x-nowpayments-sig': DOCS_EXAMPLE_SIGNATURE })).toEqual({ verified: false });
    const settledByHand = DOCS_EXAMPLE.replace('"payment_status":"finished"', '"payment_status":"finished","extra":1');
    expect(verify(settledByHand, { 'x-nowpayments-sig': DOCS_EXAMPLE_SIGNATURE })).toEqual({ verified: false });
  });

  it('has a signature that is not one: cut short, not hex, or twice in the header', () => {
    for (const signature of [DOCS_EXAMPLE_SIGNATURE.slice(0, 127), `${DOCS_EXAMPLE_SIGNATURE.slice(0, 127)}z`, `${DOCS_EXAMPLE_SIGNATURE}00`, 'sha512=abc']) {
      expect(verify(DOCS_EXAMPLE, { 'x-nowpayments-sig': signature }), signature).toEqual({ verified: false });
    }
    expect(verify(DOCS_EXAMPLE, { 'x-nowpayments-sig': [DOCS_EXAMPLE_SIGNATURE] as unknown as string })).toEqual({ verified: false });
  });

  it('is not a JSON object', () => {
    for (const body of ['', '{"payment_id":', 'null', '[1,2]', '"finished"', '\u0000']) {
      expect(verify(body, { 'x-nowpayments-sig': DOCS_EXAMPLE_SIGNATURE }), body).toEqual({ verified: false });
    }
  });
});

describe("the fake NOWPayments' IPN, received over HTTP", () => {
  const { fake, processor } = withFakeNowPaymentsAccount();
  let received: { body: Buffer; headers: IncomingHttpHeaders }[];
  let target: ReturnType<typeof createServer>;
  let targetUrl: string;

  beforeAll(async () => {
    received = [];
    target = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks), headers: request.headers });
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/api/webhooks/nowpayments`;
  });
  afterAll(() => new Promise((resolve) => target.close(resolve)));

  it("is verified with the account's IPN secret and names the payment; refused with another", async () => {
    const { invoiceId } = await processor().createInvoice({ orderId: 'deposit-9', amountCents: 75_00, coin: 'ETH' });
    fake.settle(invoiceId);

    expect(await fake.deliverWebhook(targetUrl, invoiceId)).toEqual({ status: 200, body: 'ok' });
    const [ipn] = received;
    expect(ipn!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(ipn!.body.toString())).toMatchObject({ payment_id: Number(invoiceId), payment_status: 'finished', order_id: 'deposit-9' });
    expect(processor().verifyWebhook(ipn!.body, ipn!.headers)).toEqual({ verified: true, invoiceId });

    expect(processor({ ipnSecret: 'other-ipn-secret' }).verifyWebhook(ipn!.body, ipn!.headers)).toEqual({ verified: false });
  });
});
