import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Status,
  type AdditionalStatus,
  type FakeInvoice,
  type FakePayout,
  RATE_CENTS,
  coinAmountOf,
  invoiceData,
  paymentMethodData,
  eventTypeOf,
  rateOf,
} from './fake-btcpay-records';

/**
 * A BTCPay Server store as its Greenfield API document describes it (swagger.template.invoices.json,
 * swagger.template.pull-payments.json, swagger.template.stores-rates.json,
 * swagger.template.webhooks.json): the same paths, `Authorization: token <key>`, InvoiceData,
 * InvoicePaymentMethodDataModel, StoreRateResult and PayoutData fields, statuses and payout states,
 * and webhooks signed `BTCPay-Sig: sha256=<hex HMAC-SHA256 of the body>`. A real HTTP server on
 * 127.0.0.1; tests move invoices and payouts between states.
 */
export interface FakeBtcpayOptions {
  apiKey: string;
  storeId: string;
  webhookSecret: string;
  /**
   * Also answer `POST /fake/invoices/{id}/settle`, `POST /fake/invoices/{id}/deliver?to=<url>` and
   * `POST /fake/payouts/{withdrawalId}/complete?to=<url>`: a browser test's way to pay an invoice or
   * send a payout and have its webhook sent, the fake running in another process.
   */
  remoteControl?: boolean;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startFakeBtcpay(options: FakeBtcpayOptions) {
  const invoices = new Map<string, FakeInvoice>();
  const payouts = new Map<string, FakePayout>();
  let down = false;
  let url = '';

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (down) return send(response, 503);
    const requestUrl = new URL(request.url ?? '/', url);
    const control = /^\/fake\/invoices\/([^/]+)\/(settle|deliver)$/.exec(requestUrl.pathname);
    if (options.remoteControl && control && request.method === 'POST') {
      if (!invoices.has(control[1]!)) return send(response, 404);
      if (control[2] === 'settle') setState(control[1]!, 'Settled', 'None');
      return send(response, 200, { status: control[2] === 'deliver' ? await fake.deliverWebhook(requestUrl.searchParams.get('to')!, control[1]!) : 200 });
    }
    const payoutControl = /^\/fake\/payouts\/([^/]+)\/complete$/.exec(requestUrl.pathname);
    if (options.remoteControl && payoutControl && request.method === 'POST') {
      const made = [...payouts.values()].find((payout) => payout.metadata.withdrawalId === payoutControl[1] && payout.state !== 'Cancelled');
      if (!made) return send(response, 404);
      fake.completePayout(made.id);
      const status = await fake.deliverPayoutWebhook(requestUrl.searchParams.get('to')!, made.id);
      return send(response, 200, { status, transactionId: made.paymentProof!.transactionId });
    }
    if (request.headers.authorization !== `token ${options.apiKey}`)
      return send(response, 401, { code: 'unauthenticated', message: 'Authentication is required for accessing this endpoint' });
    const path = requestUrl.pathname;
    const create = /^\/api\/v1\/stores\/([^/]+)\/invoices$/.exec(path);
    if (create && request.method === 'POST') {
      if (create[1] !== options.storeId) return send(response, 403);
      const payload = JSON.parse(body) as { amount?: string; currency?: string; metadata?: Record<string, unknown>; checkout?: { paymentMethods?: string[] } };
      if (!payload.amount || !/^\d+(\.\d+)?$/.test(payload.amount)) return send(response, 400, [{ path: 'amount', message: 'Amount should be a decimal' }]);
      const paymentMethodId = payload.checkout?.paymentMethods?.[0] ?? 'BTC-CHAIN';
      const invoice: FakeInvoice = {
        id: randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, 22),
        storeId: options.storeId,
        amount: payload.amount,
        currency: payload.currency ?? 'USD',
        metadata: payload.metadata ?? {},
        status: 'New',
        additionalStatus: 'None',
        createdTime: Math.floor(Date.now() / 1000),
        paymentMethodId,
        destination: `bcrt1q${randomBytes(19).toString('hex')}`,
        coinAmount: coinAmountOf(payload.amount, paymentMethodId.replace(/-CHAIN$/, '')),
      };
      invoices.set(invoice.id, invoice);
      return send(response, 200, invoiceData(invoice, url));
    }
    const read = /^\/api\/v1\/(?:stores\/([^/]+)\/)?invoices\/([^/]+)(\/payment-methods)?$/.exec(path);
    if (read && request.method === 'GET') {
      const invoice = invoices.get(read[2]!);
      if (!invoice || (read[1] !== undefined && read[1] !== invoice.storeId))
        return send(response, 404, { code: 'invoice-not-found', message: 'The invoice was not found' });
      return send(response, 200, read[3] ? [paymentMethodData(invoice)] : invoiceData(invoice, url));
    }
    const store = /^\/api\/v1\/stores\/([^/]+)\/(rates|payouts)$/.exec(path);
    if (store && store[1] !== options.storeId) return send(response, 403);
    if (store?.[2] === 'rates' && request.method === 'GET') {
      const pairs = requestUrl.searchParams.getAll('currencyPair');
      return send(
        response,
        200,
        pairs.map((currencyPair) => {
          const rate = currencyPair.endsWith('_USD') ? rateOf(currencyPair.slice(0, -4)) : undefined;
          return rate ? { currencyPair, errors: [], rate } : { currencyPair, errors: [`No rate for ${currencyPair}`], rate: null };
        }),
      );
    }
    if (store?.[2] === 'payouts' && request.method === 'POST') {
      const payload = JSON.parse(body) as {
        destination?: string;
        amount?: string;
        payoutMethodId?: string;
        approved?: boolean;
        metadata?: Record<string, unknown>;
      };
      const currency = payload.payoutMethodId?.replace(/-CHAIN$/, '');
      if (!payload.payoutMethodId?.endsWith('-CHAIN') || !currency || RATE_CENTS[currency] === undefined)
        return send(response, 422, [{ path: 'PayoutMethodId', message: 'Invalid payment method' }]);
      if (!payload.destination) return send(response, 422, [{ path: 'Destination', message: 'The destination is invalid for the payment specified' }]);
      if (!payload.amount || !/^\d+(\.\d{1,8})?$/.test(payload.amount)) return send(response, 422, [{ path: 'Amount', message: 'Amount should be a decimal' }]);
      const payout: FakePayout = {
        id: randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, 22),
        revision: 0,
        pullPaymentId: null,
        date: Math.floor(Date.now() / 1000),
        destination: payload.destination,
        originalCurrency: currency,
        originalAmount: payload.amount,
        payoutCurrency: currency,
        payoutAmount: payload.amount,
        payoutMethodId: payload.payoutMethodId,
        state: payload.approved ? 'AwaitingPayment' : 'AwaitingApproval',
        paymentProof: null,
        metadata: payload.metadata ?? {},
      };
      payouts.set(payout.id, payout);
      return send(response, 200, payout);
    }
    if (store?.[2] === 'payouts' && request.method === 'GET') {
      const includeCancelled = requestUrl.searchParams.get('includeCancelled') === 'true';
      return send(
        response,
        200,
        [...payouts.values()].filter((payout) => includeCancelled || payout.state !== 'Cancelled'),
      );
    }
    const readPayout = /^\/api\/v1\/(?:stores\/([^/]+)\/)?payouts\/([^/]+)$/.exec(path);
    if (readPayout && request.method === 'GET') {
      const payout = payouts.get(readPayout[2]!);
      if (!payout || (readPayout[1] !== undefined && readPayout[1] !== options.storeId))
        return send(response, 404, { code: 'payout-not-found', message: 'The payout was not found' });
      return send(response, 200, payout);
    }
    return send(response, 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function invoice(id: string) {
    const found = invoices.get(id);
    if (!found) throw new Error(`no fake BTCPay invoice ${id}`);
    return found;
  }
  function setState(id: string, status: Status, additionalStatus: AdditionalStatus) {
    return Object.assign(invoice(id), { status, additionalStatus });
  }

  function payout(id: string) {
    const found = payouts.get(id);
    if (!found) throw new Error(`no fake BTCPay payout ${id}`);
    return found;
  }

  const fake = {
    url,
    /** Every payout made for a withdrawal, by the id in its metadata. */
    payoutsFor: (withdrawalId: string) => [...payouts.values()].filter((candidate) => candidate.metadata.withdrawalId === withdrawalId),
    /** The store's wallet broadcast the payout's transaction and it confirmed. */
    completePayout: (id: string) =>
      Object.assign(payout(id), {
        state: 'Completed' as const,
        paymentProof: { proofType: 'PayoutTransactionOnChainBlob', transactionId: randomBytes(32).toString('hex'), candidates: [] },
      }),
    /** The store's owner cancelled the payout before it was paid. */
    cancelPayout: (id: string) => Object.assign(payout(id), { state: 'Cancelled' as const }),
    /** Sends the store's payout webhook (`PayoutUpdated` unless another type is named) for the payout's current state, signed. */
    async deliverPayoutWebhook(targetUrl: string, payoutId: string, type: 'PayoutUpdated' | 'PayoutApproved' = 'PayoutUpdated') {
      const found = payout(payoutId);
      const deliveryId = randomBytes(8).toString('hex');
      const body = JSON.stringify({
        deliveryId,
        webhookId: 'fakewebhook',
        originalDeliveryId: deliveryId,
        isRedelivery: false,
        type,
        timestamp: Math.floor(Date.now() / 1000),
        storeId: options.storeId,
        payoutId: found.id,
        pullPaymentId: found.pullPaymentId,
        payoutState: found.state,
      });
      const signature = `sha256=${createHmac('sha256', options.webhookSecret).update(body).digest('hex')}`;
      const response = await fetch(targetUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'BTCPay-Sig': signature }, body });
      return response.status;
    },
    /** The invoice made for a deposit, by the order id the platform gave it. */
    invoiceFor(orderId: string) {
      const found = [...invoices.values()].find((candidate) => candidate.metadata.orderId === orderId);
      if (!found) throw new Error(`no fake BTCPay invoice for order ${orderId}`);
      return { id: found.id, amount: found.amount, currency: found.currency, destination: found.destination, coinAmount: found.coinAmount };
    },
    settle: (id: string) => setState(id, 'Settled', 'None'),
    expire: (id: string) => setState(id, 'Expired', 'None'),
    invalid: (id: string) => setState(id, 'Invalid', 'Invalid'),
    partial: (id: string) => setState(id, 'New', 'PaidPartial'),
    /** Every request answers 503, as a server being restarted does. */
    setDown(value: boolean) {
      down = value;
    },
    /**
     * Sends the store's webhook for the invoice's current state, signed as BTCPay signs it; `secret`
     * overrides the store's (a forged delivery), `type` the event's (one arriving out of order).
     */
    async deliverWebhook(
      targetUrl: string,
      invoiceId: string,
      { secret = options.webhookSecret, deliveryId = randomBytes(8).toString('hex'), type = '' } = {},
    ) {
      const found = invoice(invoiceId);
      const body = JSON.stringify({
        deliveryId,
        webhookId: 'fakewebhook',
        originalDeliveryId: deliveryId,
        isRedelivery: false,
        type: type || eventTypeOf(found),
        timestamp: Math.floor(Date.now() / 1000),
        storeId: found.storeId,
        invoiceId: found.id,
        metadata: found.metadata,
      });
      const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
      const response = await fetch(targetUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'BTCPay-Sig': signature }, body });
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeBtcpay = Awaited<ReturnType<typeof startFakeBtcpay>>;
