import { createHmac, randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLosslessNumber, LosslessNumber, parse, stringify } from 'lossless-json';

/**
 * NOWPayments' payment API as its published documentation describes it, on a free local port:
 * POST /v1/payment and GET /v1/payment/{payment_id} behind `x-api-key`, the documented payment
 * statuses, and IPNs signed the way the documentation's own code signs them. Written from that
 * document, not from the adapter, so that a test against it can catch the adapter being wrong.
 */

type PaymentStatus = 'waiting' | 'confirming' | 'confirmed' | 'sending' | 'partially_paid' | 'finished' | 'failed' | 'refunded' | 'expired';

interface FakePayment {
  paymentId: string;
  purchaseId: string;
  status: PaymentStatus;
  payAddress: string;
  /** Exactly as answered, e.g. "0.17070286". */
  payAmount: string;
  payCurrency: string;
  priceAmount: string;
  priceCurrency: string;
  actuallyPaid: string;
  orderId: string | null;
  ipnCallbackUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sample prices in millionths of a dollar and the decimals NOWPayments quotes each coin to. */
const COINS: Record<string, { microUsd: bigint; decimals: number; address: () => string }> = {
  btc: { microUsd: 95_123_450_000n, decimals: 8, address: () => `bc1q${randomChars(BECH32, 38)}` },
  ltc: { microUsd: 87_650_000n, decimals: 8, address: () => `ltc1q${randomChars(BECH32, 38)}` },
  eth: { microUsd: 3_456_780_000n, decimals: 18, address: () => `0x${randomChars(HEX, 40)}` },
  usdttrc20: { microUsd: 1_000_000n, decimals: 6, address: () => `T${randomChars(BASE58, 33)}` },
  trx: { microUsd: 234_500n, decimals: 6, address: () => `T${randomChars(BASE58, 33)}` },
};
const PRICE_CURRENCIES = new Set(['usd', 'eur', 'gbp', 'cad', 'aud']);
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const randomChars = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A decimal string in units of 10^-decimals, rounded up; and back. */
function toUnits(decimal: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0'));
}
function fromUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${units / scale}.${fraction}` : `${units / scale}`;
}

/** The documentation's signing code: keys sorted at every depth, JSON.stringify, hex HMAC-SHA512. */
function sortObject(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.keys(obj)
    .sort()
    .reduce<Record<string, unknown>>((result, key) => {
      const value = obj[key];
      result[key] = value && typeof value === 'object' ? sortObject(value as Record<string, unknown>) : value;
      return result;
    }, {});
}
function nowPaymentsSignature(params: Record<string, unknown>, ipnSecret: string): string {
  return createHmac('sha512', ipnSecret)
    .update(JSON.stringify(sortObject(params)))
    .digest('hex');
}

const error = (statusCode: number, code: string, message: string) => ({ status: false, statusCode, code, message });

export async function startFakeNowPayments(options: { apiKey: string; ipnSecret: string }) {
  const payments = new Map<string, FakePayment>();
  const requests: ReceivedRequest[] = [];
  let down = false;
  let delayMs = 0;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(stringify(body));
  };

  function create(body: Record<string, unknown>): FakePayment | ReturnType<typeof error> {
    const price = body.price_amount;
    if (price === undefined) return error(400, 'INVALID_REQUEST_PARAMS', '"price_amount" is required');
    if (!isLosslessNumber(price) || !/^\d+(\.\d+)?$/.test(price.value) || toUnits(price.value, 6) === 0n) {
      return error(400, 'INVALID_REQUEST_PARAMS', '"price_amount" must be a positive number');
    }
    if (body.price_currency === undefined) return error(400, 'INVALID_REQUEST_PARAMS', '"price_currency" is required');
    if (typeof body.price_currency !== 'string' || !PRICE_CURRENCIES.has(body.price_currency)) {
      return error(400, 'INVALID_REQUEST_PARAMS', '"price_currency" is not a supported currency');
    }
    if (body.pay_currency === undefined) return error(400, 'INVALID_REQUEST_PARAMS', '"pay_currency" is required');
    const coin = typeof body.pay_currency === 'string' ? COINS[body.pay_currency] : undefined;
    if (!coin) return error(400, 'INVALID_REQUEST_PARAMS', `Currency ${String(body.pay_currency)} was not found`);
    const payUnits = (toUnits(price.value, 6) * 10n ** BigInt(coin.decimals) + coin.microUsd - 1n) / coin.microUsd;
    const now = new Date().toISOString();
    const payment: FakePayment = {
      paymentId: String(randomInt(4_000_000_000, 6_000_000_000)),
      purchaseId: String(randomInt(4_000_000_000, 6_000_000_000)),
      status: 'waiting',
      payAddress: coin.address(),
      payAmount: fromUnits(payUnits, coin.decimals),
      payCurrency: body.pay_currency as string,
      priceAmount: price.value,
      priceCurrency: body.price_currency,
      actuallyPaid: '0',
      orderId: typeof body.order_id === 'string' ? body.order_id : null,
      ipnCallbackUrl: typeof body.ipn_callback_url === 'string' ? body.ipn_callback_url : null,
      createdAt: now,
      updatedAt: now,
    };
    payments.set(payment.paymentId, payment);
    return payment;
  }

  /** The create-payment answer (201): the payment id is a string there. */
  const created = (p: FakePayment) => ({
    payment_id: p.paymentId,
    payment_status: p.status,
    pay_address: p.payAddress,
    price_amount: new LosslessNumber(p.priceAmount),
    price_currency: p.priceCurrency,
    pay_amount: new LosslessNumber(p.payAmount),
    pay_currency: p.payCurrency,
    order_id: p.orderId,
    order_description: null,
    ipn_callback_url: p.ipnCallbackUrl,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    purchase_id: p.purchaseId,
    amount_received: null,
    payin_extra_id: null,
    smart_contract: '',
    network: p.payCurrency === 'usdttrc20' ? 'trx' : p.payCurrency,
    network_precision: COINS[p.payCurrency]!.decimals,
    time_limit: null,
    burning_percent: null,
    expiration_estimate_date: new Date(Date.parse(p.createdAt) + 86_400_000).toISOString(),
  });

  /** The payment-status answer (200): the payment id is a number there. */
  const status = (p: FakePayment) => ({
    payment_id: new LosslessNumber(p.paymentId),
    payment_status: p.status,
    pay_address: p.payAddress,
    price_amount: new LosslessNumber(p.priceAmount),
    price_currency: p.priceCurrency,
    pay_amount: new LosslessNumber(p.payAmount),
    actually_paid: new LosslessNumber(p.actuallyPaid),
    pay_currency: p.payCurrency,
    order_id: p.orderId,
    order_description: null,
    purchase_id: p.purchaseId,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    outcome_amount: new LosslessNumber(p.actuallyPaid),
    outcome_currency: p.payCurrency,
  });

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body });
      const answer = () => {
        if (response.destroyed) return;
        // An outage looks like the proxy in front of the API answering, not like the API.
        if (down) return response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
        if (request.headers['x-api-key'] !== options.apiKey) return send(response, 403, error(403, 'INVALID_API_KEY', 'Invalid api key'));
        if (request.method === 'POST' && url.pathname === '/v1/payment') {
          let parsed: unknown;
          try {
            parsed = parse(body);
          } catch {
            return send(response, 400, error(400, 'INVALID_REQUEST_PARAMS', 'Your payload has to be JSON object'));
          }
          if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
            return send(response, 400, error(400, 'INVALID_REQUEST_PARAMS', 'Your payload has to be JSON object'));
          }
          const result = create(parsed as Record<string, unknown>);
          return 'paymentId' in result ? send(response, 201, created(result)) : send(response, result.statusCode, result);
        }
        const match = /^\/v1\/payment\/([^/]+)$/.exec(url.pathname);
        if (request.method === 'GET' && match) {
          const payment = payments.get(decodeURIComponent(match[1]!));
          return payment ? send(response, 200, status(payment)) : send(response, 404, error(404, 'PAYMENT_NOT_FOUND', 'Payment not found'));
        }
        send(response, 404, error(404, 'NOT_FOUND', 'Not found'));
      };
      if (delayMs > 0) setTimeout(answer, delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const payment = (paymentId: string) => {
    const found = payments.get(paymentId);
    if (!found) throw new Error(`The fake NOWPayments has no payment ${paymentId}`);
    return found;
  };
  const setStatus = (paymentId: string, next: PaymentStatus, actuallyPaid?: string) => {
    const found = payment(paymentId);
    found.status = next;
    if (actuallyPaid !== undefined) found.actuallyPaid = actuallyPaid;
    found.updatedAt = new Date().toISOString();
  };

  /**
   * The IPN NOWPayments posts for a payment: the fields of its documented payment webhook, in the
   * order it sends them, as its JavaScript serialises them (amounts as JSON numbers), and the
   * signature over the same object with sorted keys.
   */
  function ipn(paymentId: string) {
    const p = payment(paymentId);
    const params = {
      payment_id: Number(p.paymentId),
      parent_payment_id: null,
      invoice_id: null,
      payment_status: p.status,
      pay_address: p.payAddress,
      payin_extra_id: null,
      price_amount: Number(p.priceAmount),
      price_currency: p.priceCurrency,
      pay_amount: Number(p.payAmount),
      actually_paid: Number(p.actuallyPaid),
      actually_paid_at_fiat: 0,
      pay_currency: p.payCurrency,
      order_id: p.orderId,
      order_description: null,
      purchase_id: p.purchaseId,
      outcome_amount: Number(p.actuallyPaid),
      outcome_currency: p.payCurrency,
      payment_extra_ids: null,
      fee: { currency: p.payCurrency, depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
    };
    return { body: JSON.stringify(params), signature: nowPaymentsSignature(params, options.ipnSecret) };
  }

  return {
    url,
    /** Every request received, oldest first. */
    requests,
    payment,
    settle: (paymentId: string) => setStatus(paymentId, 'finished', payment(paymentId).payAmount),
    expire: (paymentId: string) => setStatus(paymentId, 'expired', '0'),
    fail: (paymentId: string) => setStatus(paymentId, 'failed'),
    /** The investor sent half of the amount. */
    partial: (paymentId: string) => {
      const { payAmount, payCurrency } = payment(paymentId);
      const { decimals } = COINS[payCurrency]!;
      setStatus(paymentId, 'partially_paid', fromUnits(toUnits(payAmount, decimals) / 2n, decimals));
    },
    setStatus,
    ipn,
    /** Posts the payment's signed IPN to `targetUrl` as NOWPayments does; the answer's status and text. */
    async deliverWebhook(targetUrl: string, paymentId: string) {
      const { body, signature } = ipn(paymentId);
      const response = await fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signature }, body });
      return { status: response.status, body: await response.text() };
    },
    /** Every answer is the 503 page of the proxy in front of the API until `up()`. */
    down: () => {
      down = true;
    },
    up: () => {
      down = false;
    },
    /** Every answer waits `ms` first (0: at once again). */
    slow: (ms: number) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeNowPayments = Awaited<ReturnType<typeof startFakeNowPayments>>;
