import { formatUsd } from '../../../shared/money';
import { formatCoinAmount } from '../../../shared/coin-amount';
import type { DepositQuote } from '../../../shared/deposit-quote';
import { englishMailText, type MailText } from '../text/mail-text';
import { letter, linkParagraph, summary } from './letter-parts';
import type { MailContent } from './mail-content';
import { inUtc } from './utc-time';

export interface DepositRequestData {
  fullname: string;
  planName: string;
  method: string;
  amountCents: number;
  walletAddress: string;
  /** The crypto amount quoted from the live market feed, stored with the deposit; none without a live feed. */
  quote?: DepositQuote | null;
  /** What the deposit's QR code encodes: a payment URI with the amount, or the bare address for coins whose wallets read no URI. */
  paymentUri?: string;
  /** The deposit's invoice at a payment processor: the exact amount with its coin, and the processor's checkout page, if it has one. */
  invoice?: { coinAmount: string; checkoutUrl: string | null } | null;
}

/** The exact amount the invoice asks, linked to the payment URI, then the processor's checkout page. */
function invoiceParts(data: DepositRequestData, invoice: NonNullable<DepositRequestData['invoice']>, text: MailText) {
  const send = text.t('mail.depositRequest.invoice', { amount: invoice.coinAmount });
  return [
    data.paymentUri && data.paymentUri !== data.walletAddress ? linkParagraph(data.paymentUri, send) : send,
    ...(invoice.checkoutUrl ? [linkParagraph(invoice.checkoutUrl, text.t('mail.depositRequest.checkout'))] : []),
  ];
}

/**
 * The exact crypto amount and its expiry, followed by the payment URI as a link when there is one
 * to open (a bare address is no link and is in the summary already), then the rate, its time and
 * that the USD amount is what is credited: the screen's instructions, as the mail says them.
 */
function quoteParts(data: DepositRequestData, quote: DepositQuote, text: MailText) {
  const amount = `${formatCoinAmount(quote.baseUnits, quote.coin)} ${quote.coin}`;
  const send = text.t('mail.depositRequest.quote', { amount, time: inUtc(quote.expiresAt, text.language) });
  const rate = { coin: quote.coin, rate: formatUsd(quote.rateCents), time: inUtc(quote.rateAsOf, text.language), usd: formatUsd(data.amountCents) };
  return [data.paymentUri && data.paymentUri !== data.walletAddress ? linkParagraph(data.paymentUri, send) : send, text.t('mail.depositRequest.rate', rate)];
}

/** The deposit request mail: plan, method, amount and the wallet address to pay to, and the quoted crypto amount when there is one. */
export function depositRequestMail(data: DepositRequestData, text: MailText = englishMailText()): MailContent {
  return {
    template: 'deposit_request',
    subject: text.t('mail.depositRequest.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t('mail.depositRequest.intro', { plan: data.planName }),
      summary([
        [text.t('mail.labels.plan'), data.planName],
        [text.t('mail.labels.paymentMethod'), data.method],
        [text.t('mail.labels.amount'), formatUsd(data.amountCents)],
        [text.t('mail.labels.walletAddress'), data.walletAddress],
      ]),
      ...(data.quote ? quoteParts(data, data.quote, text) : []),
      ...(data.invoice ? invoiceParts(data, data.invoice, text) : []),
      text.t('mail.depositRequest.next'),
    ]),
  };
}
