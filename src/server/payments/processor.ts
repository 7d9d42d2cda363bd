import type { IncomingHttpHeaders } from 'node:http';
import type { ProcessorCoin } from '../../shared/method-coin';

export type ProcessorName = 'btcpay' | 'nowpayments';

/** What the platform asks a processor to collect: the deposit's USD amount, in the coin, with the deposit's id as the order id. */
export interface InvoiceRequest {
  orderId: string;
  amountCents: number;
  coin: ProcessorCoin;
}

/** Where and how much the investor pays, as the processor answered. */
export interface Invoice {
  invoiceId: string;
  /** This deposit's own receiving address. */
  address: string;
  /** The exact coin amount, a decimal string as the processor gave it (never a float). */
  coinAmount: string;
  /** The payment URI for the QR code (the processor's, or built from address and amount); null if none. */
  paymentUri: string | null;
  /** The processor's hosted checkout page, where it has one. */
  checkoutUrl: string | null;
}

/** An invoice's state as the processor's API reports it. */
export type InvoiceState = 'open' | 'settled' | 'expired' | 'partial';

/**
 * A webhook's verdict: refused (missing or wrong signature), or verified and naming the invoice or the
 * payout it is about (null: neither). What the event says of their state is never read: the API's word decides.
 */
export type WebhookVerdict = { verified: false } | { verified: true; invoiceId: string | null; payoutId?: string | null };

/** What the platform asks a processor to send: a withdrawal's USD amount, in its coin, to its address, naming the withdrawal. */
interface PayoutRequest {
  withdrawalId: string;
  amountCents: number;
  coin: ProcessorCoin;
  destination: string;
}

/**
 * A payout as the processor's API reports it: its own word for the state (kept on the withdrawal for
 * the operator), what that means here, and the transaction that paid it once completed.
 */
export interface PayoutReport {
  /** null only for a payout found never made. */
  payoutId: string | null;
  state: string;
  outcome: 'sending' | 'completed' | 'cancelled';
  txHash: string | null;
}

/** A processor that also sends payouts from its wallet, in some of its coins. */
export interface PayoutSender {
  readonly coins: readonly ProcessorCoin[];
  /** Creates the payout, already approved; throws ProcessorUnavailable (`answered` when the processor refused it, so none was made). */
  createPayout(request: PayoutRequest): Promise<PayoutReport>;
  /** The payout's state read from the processor's API now; throws ProcessorUnavailable. */
  payoutState(payoutId: string): Promise<PayoutReport>;
  /** The payout made for a withdrawal, found by the withdrawal's id, when its creation's answer was lost; null when none was made. */
  findPayout(withdrawalId: string): Promise<PayoutReport | null>;
}

export interface PaymentProcessor {
  readonly name: ProcessorName;
  readonly coins: readonly ProcessorCoin[];
  /** Creates the invoice; throws ProcessorUnavailable on a timeout (10 s) or an error answer. */
  createInvoice(request: InvoiceRequest): Promise<Invoice>;
  /** The invoice's state read from the processor's API now (never from a webhook body); throws ProcessorUnavailable. */
  invoiceState(invoiceId: string): Promise<InvoiceState>;
  /** Checks the signature over the raw body bytes in constant time before reading anything else. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookVerdict;
  /** Present when the processor sends payouts for the coins it handles. */
  readonly payouts?: PayoutSender;
}

/**
 * The processor did not answer in time or answered an error: the investor is told to try again later
 * (503). `answered`: it answered an error status, so it did nothing; otherwise what it did is unknown.
 */
export class ProcessorUnavailable extends Error {
  constructor(
    message: string,
    readonly answered = false,
  ) {
    super(message);
  }
}
