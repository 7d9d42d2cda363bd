import { LosslessNumber, parse, stringify } from 'lossless-json';
import { z } from 'zod';
import { NETWORK_COINS, parseCoinAmount } from '../../../shared/coin-amount';
import type { DepositNetwork } from '../../../shared/deposit-network';
import { centsToDollarString } from '../../../shared/money';
import { quotedPaymentUri } from '../../../shared/payment-uri';
import type { ProcessorCoin } from '../../../shared/method-coin';
import type { NowPaymentsSettings } from '../../config';
import { type InvoiceState, type PaymentProcessor, ProcessorUnavailable } from '../processor';
import { processorApi } from '../call-processor';
import { verifiedIpnBody } from './ipn-signature';

/** NOWPayments' ticker and the network the investor pays on, per coin; USDT is taken on Tron. */
const COINS: Record<ProcessorCoin, { payCurrency: string; network: DepositNetwork }> = {
  BTC: { payCurrency: 'btc', network: 'bitcoin' },
  ETH: { payCurrency: 'eth', network: 'ethereum' },
  LTC: { payCurrency: 'ltc', network: 'litecoin' },
  USDT: { payCurrency: 'usdttrc20', network: 'usdtTron' },
  TRON: { payCurrency: 'trx', network: 'tron' },
};

/** Numbers arrive as their digits (see `readKeepingDigits`); a payment id may be written either way. */
const createdPayment = z.object({
  payment_id: z.string().regex(/^\w+$/),
  pay_address: z.string().min(1),
  pay_amount: z.string(),
});

const statusAnswer = z.object({ payment_status: z.string() });

/** JSON with every number kept as the digits it was written with: a coin amount of 18 decimals is more than a float holds. */
const readKeepingDigits = (text: string): unknown => parse(text, null, (digits) => digits);

/**
 * Only `finished` is money that reached the account. `partially_paid` is less than the price, for
 * an operator to decide; `failed` and `expired` will not be paid. Everything else (waiting,
 * confirming, confirmed, sending, refunded) is not money the investor can be credited with yet.
 */
function stateOf(paymentStatus: string): InvoiceState {
  if (paymentStatus === 'finished') return 'settled';
  if (paymentStatus === 'partially_paid') return 'partial';
  if (paymentStatus === 'expired' || paymentStatus === 'failed') return 'expired';
  return 'open';
}

/**
 * A NOWPayments account through its payment API: a payment per deposit with its own address,
 * read back with GET /v1/payment/{id}, and IPNs signed with the account's IPN secret. The
 * payment API has no hosted checkout page.
 */
export function nowPaymentsProcessor(settings: NowPaymentsSettings): PaymentProcessor {
  // The account's `x-api-key` on every call.
  const api = processorApi('NOWPayments', settings.apiUrl, { 'x-api-key': settings.apiKey });
  const call = (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
    api({ method, path, body: body && stringify(body) }, readKeepingDigits);
  return {
    name: 'nowpayments',
    coins: settings.coins,

    async createInvoice({ orderId, amountCents, coin }) {
      const { payCurrency, network } = COINS[coin];
      const answer = await call('POST', '/v1/payment', {
        price_amount: new LosslessNumber(centsToDollarString(amountCents)),
        price_currency: 'usd',
        pay_currency: payCurrency,
        order_id: orderId,
        ipn_callback_url: `${settings.publicUrl.replace(/\/+$/, '')}/api/webhooks/nowpayments`,
      });
      const payment = createdPayment.safeParse(answer);
      const quoteCoin = NETWORK_COINS[network];
      const baseUnits = payment.success ? parseCoinAmount(payment.data.pay_amount, quoteCoin) : null;
      if (!payment.success || baseUnits === null) throw new ProcessorUnavailable('NOWPayments answered POST /v1/payment without a usable address and amount');
      const { payment_id, pay_address, pay_amount } = payment.data;
      return {
        invoiceId: payment_id,
        address: pay_address,
        coinAmount: pay_amount,
        paymentUri: quotedPaymentUri(network, pay_address, { coin: quoteCoin, baseUnits }),
        checkoutUrl: null,
      };
    },

    async invoiceState(invoiceId) {
      const answer = statusAnswer.safeParse(await call('GET', `/v1/payment/${encodeURIComponent(invoiceId)}`));
      if (!answer.success) throw new ProcessorUnavailable('NOWPayments answered GET /v1/payment/{id} without a payment status');
      return stateOf(answer.data.payment_status);
    },

    verifyWebhook(rawBody, headers) {
      const body = verifiedIpnBody(rawBody, headers, settings.ipnSecret);
      if (!body) return { verified: false };
      const paymentId = body.payment_id;
      return { verified: true, invoiceId: typeof paymentId === 'number' || typeof paymentId === 'string' ? String(paymentId) : null };
    },
  };
}
