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
 * A webhook's verdict: refused (missing or wrong signature), or verified and naming the invoice (null:
 * an event about something else). `saysSettled`: the signed event announces the invoice settled, a
 * hint to prepare the credit while the processor's API is asked, never a reason to credit.
 */
export type WebhookVerdict = { verified: false } | { verified: true; invoiceId: string | null; saysSettled: boolean };

export interface PaymentProcessor {
  readonly name: ProcessorName;
  readonly coins: readonly ProcessorCoin[];
  /** Creates the invoice; throws ProcessorUnavailable on a timeout (10 s) or an error answer. */
  createInvoice(request: InvoiceRequest): Promise<Invoice>;
  /** The invoice's state read from the processor's API now (never from a webhook body); throws ProcessorUnavailable. */
  invoiceState(invoiceId: string): Promise<InvoiceState>;
  /** Checks the signature over the raw body bytes in constant time before reading anything else. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookVerdict;
}

/** The processor did not answer in time or answered an error: the investor is told to try again later (503). */
export class ProcessorUnavailable extends Error {}
