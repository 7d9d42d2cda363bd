import type { IncomingHttpHeaders } from 'node:http';
import {
  ProcessorUnavailable,
  type Invoice,
  type InvoiceRequest,
  type InvoiceState,
  type PaymentProcessor,
  type PayoutReport,
  type PayoutSender,
  type WebhookVerdict,
} from '../processor';
import type { ProcessorCoin } from '../../../shared/method-coin';
import type { BtcpaySettings } from '../../config';
import { verifiedEventJson } from '../signature';
import { processorApi } from '../call-processor';
import { centsAsDecimal } from '../cents-decimal';
import { centsInCoin } from '../coin-amount';

/** The parts of Greenfield's InvoiceData the platform reads. */
interface InvoiceData {
  id: string;
  checkoutLink?: string;
  status: 'New' | 'Processing' | 'Expired' | 'Invalid' | 'Settled';
  additionalStatus: 'None' | 'PaidLate' | 'PaidPartial' | 'Marked' | 'Invalid' | 'PaidOver';
}

/** The parts of Greenfield's InvoicePaymentMethodDataModel the platform reads. */
interface InvoicePaymentMethod {
  paymentMethodId: string;
  currency?: string;
  destination: string;
  amount: string;
  paymentLink?: string | null;
}

/** The parts of Greenfield's PayoutData the platform reads. */
interface PayoutData {
  id: string;
  state: 'AwaitingApproval' | 'AwaitingPayment' | 'InProgress' | 'Completed' | 'Cancelled';
  /** An on-chain payout's proof names its transaction (`transactionId`; the document's generic field is `id`). */
  paymentProof?: { proofType?: string; id?: string | null; transactionId?: string | null } | null;
  metadata?: Record<string, unknown> | null;
}

/** The parts of Greenfield's StoreRateResult the platform reads. */
interface StoreRateResult {
  currencyPair: string;
  rate?: string;
  errors?: string[] | null;
}

function reportOf(payout: PayoutData): PayoutReport {
  const outcome = payout.state === 'Completed' ? 'completed' : payout.state === 'Cancelled' ? 'cancelled' : 'sending';
  const txHash = payout.paymentProof?.transactionId ?? payout.paymentProof?.id ?? null;
  return { payoutId: payout.id, state: payout.state, outcome, txHash };
}

const PAYOUT_COINS: readonly ProcessorCoin[] = ['BTC', 'LTC'];

/** Greenfield names an on-chain payment method `<coin>-CHAIN` (BTCPay 2), or the bare coin (BTCPay 1). */
const onChain = (coin: ProcessorCoin) => `${coin}-CHAIN`;

/**
 * An invoice's state as the platform acts on it. A partial payment counts as partial whether the
 * invoice is still open or has expired with it: money arrived, so an operator decides.
 */
function stateOf(invoice: InvoiceData): InvoiceState {
  if (invoice.status === 'Settled') return 'settled';
  if (invoice.additionalStatus === 'PaidPartial') return 'partial';
  if (invoice.status === 'Expired' || invoice.status === 'Invalid') return 'expired';
  return 'open';
}

/**
 * A store of a self-hosted BTCPay Server through its Greenfield API. The store-scoped invoice paths
 * are used throughout: every BTCPay version routes them (newer ones also route `/api/v1/invoices/{id}`).
 */
export function btcpayProcessor(settings: BtcpaySettings): PaymentProcessor {
  const store = processorApi('BTCPay', `${settings.url}/api/v1/stores/${encodeURIComponent(settings.storeId)}`, {
    Authorization: `token ${settings.apiKey}`,
  });
  const call = <T>(path: string, init: { method?: 'GET' | 'POST'; body?: object } = {}) =>
    store<T>({ method: init.method ?? 'GET', path, body: init.body && JSON.stringify(init.body) }, JSON.parse);

  const payouts: PayoutSender = {
    // Bitcoin and Litecoin on chain only: an altcoin's payout method may not exist, and USDT's would not say which chain.
    coins: settings.coins.filter((coin) => PAYOUT_COINS.includes(coin)),
    async createPayout({ withdrawalId, amountCents, coin, destination }) {
      const pair = `${coin}_USD`;
      const rates = await call<StoreRateResult[]>(`/rates?currencyPair=${pair}`);
      const rate = rates.find((candidate) => candidate.currencyPair === pair)?.rate;
      if (!rate) throw new ProcessorUnavailable(`BTCPay has no ${pair} rate`, true);
      const payout = await call<PayoutData>('/payouts', {
        method: 'POST',
        body: { destination, amount: centsInCoin(amountCents, rate), payoutMethodId: onChain(coin), approved: true, metadata: { withdrawalId } },
      });
      return reportOf(payout);
    },
    async payoutState(payoutId) {
      return reportOf(await call<PayoutData>(`/payouts/${encodeURIComponent(payoutId)}`));
    },
    async findPayout(withdrawalId) {
      const all = await call<PayoutData[]>('/payouts?includeCancelled=true');
      const made = all.find((payout) => payout.metadata?.withdrawalId === withdrawalId);
      return made ? reportOf(made) : null;
    },
  };

  return {
    name: 'btcpay',
    payouts,
    coins: settings.coins,

    async createInvoice({ orderId, amountCents, coin }: InvoiceRequest): Promise<Invoice> {
      const invoice = await call<InvoiceData>('/invoices', {
        method: 'POST',
        body: { amount: centsAsDecimal(amountCents), currency: 'USD', metadata: { orderId }, checkout: { paymentMethods: [onChain(coin)] } },
      });
      const methods = await call<InvoicePaymentMethod[]>(`/invoices/${encodeURIComponent(invoice.id)}/payment-methods`);
      const method = methods.find((candidate) => candidate.paymentMethodId === onChain(coin) || candidate.paymentMethodId === coin);
      if (!method?.destination || !method.amount) throw new ProcessorUnavailable(`BTCPay invoice ${invoice.id} has no ${coin} payment method`);
      return {
        invoiceId: invoice.id,
        address: method.destination,
        coinAmount: method.amount,
        paymentUri: method.paymentLink ?? null,
        checkoutUrl: invoice.checkoutLink ?? null,
      };
    },

    async invoiceState(invoiceId) {
      return stateOf(await call<InvoiceData>(`/invoices/${encodeURIComponent(invoiceId)}`));
    },

    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookVerdict {
      const event = verifiedEventJson(rawBody, headers['btcpay-sig'], 'sha256=', 'sha256', settings.webhookSecret);
      if (!event) return { verified: false };
      // Only invoice events of this store name an invoice the platform made; payout events carry no store, their payout is looked up.
      const invoiceId = event.storeId === settings.storeId && typeof event.invoiceId === 'string' ? event.invoiceId : null;
      const payoutId = typeof event.payoutId === 'string' ? event.payoutId : null;
      return { verified: true, invoiceId, payoutId };
    },
  };
}
