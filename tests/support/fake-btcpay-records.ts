/**
 * The records of the fake BTCPay store (tests/support/fake-btcpay.ts) as the Greenfield API document
 * shapes them: InvoiceData, InvoicePaymentMethodDataModel, StoreRateResult and PayoutData, with the
 * fake's fixed prices.
 */
export type Status = 'New' | 'Processing' | 'Expired' | 'Invalid' | 'Settled';
export type AdditionalStatus = 'None' | 'PaidPartial' | 'Invalid';

export interface FakeInvoice {
  id: string;
  storeId: string;
  amount: string;
  currency: string;
  metadata: Record<string, unknown>;
  status: Status;
  additionalStatus: AdditionalStatus;
  createdTime: number;
  paymentMethodId: string;
  destination: string;
  coinAmount: string;
}

type PayoutState = 'AwaitingApproval' | 'AwaitingPayment' | 'InProgress' | 'Completed' | 'Cancelled';

/** A payout as PayoutData describes it; an on-chain payout's proof names its transaction. */
export interface FakePayout {
  id: string;
  revision: number;
  pullPaymentId: string | null;
  date: number;
  destination: string;
  originalCurrency: string;
  originalAmount: string;
  payoutCurrency: string;
  payoutAmount: string;
  payoutMethodId: string;
  state: PayoutState;
  paymentProof: { proofType: string; transactionId: string; candidates: string[] } | null;
  metadata: Record<string, unknown>;
}

/** USD per coin the fake prices invoices at, in cents, so coin amounts are exact. */
export const RATE_CENTS: Record<string, bigint> = { BTC: 50_000_00n, LTC: 100_00n, ETH: 2_500_00n, USDT: 1_00n, TRON: 25n };
const URI_SCHEME: Record<string, string> = { BTC: 'bitcoin', LTC: 'litecoin', ETH: 'ethereum' };

/** The coin amount of a USD amount, 8 decimals, in integers: amount / rate. */
export function coinAmountOf(usd: string, coin: string): string {
  const [whole = '0', fraction = ''] = usd.split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  const units = (cents * 100_000_000n) / (RATE_CENTS[coin] ?? 1_00n);
  return `${units / 100_000_000n}.${String(units % 100_000_000n).padStart(8, '0')}`;
}

export const invoiceData = (invoice: FakeInvoice, url: string) => ({
  id: invoice.id,
  storeId: invoice.storeId,
  amount: invoice.amount,
  paidAmount: invoice.status === 'Settled' ? invoice.amount : '0',
  currency: invoice.currency,
  type: 'Standard',
  checkoutLink: `${url}/i/${invoice.id}`,
  createdTime: invoice.createdTime,
  expirationTime: invoice.createdTime + 15 * 60,
  monitoringExpiration: invoice.createdTime + 24 * 60 * 60,
  status: invoice.status,
  additionalStatus: invoice.additionalStatus,
  availableStatusesForManualMarking: [],
  archived: false,
  metadata: invoice.metadata,
  checkout: { paymentMethods: [invoice.paymentMethodId] },
});

export const paymentMethodData = (invoice: FakeInvoice) => {
  const currency = invoice.paymentMethodId.replace(/-CHAIN$/, '');
  const scheme = URI_SCHEME[currency];
  return {
    paymentMethodId: invoice.paymentMethodId,
    currency,
    destination: invoice.destination,
    paymentLink: scheme ? `${scheme}:${invoice.destination}?amount=${invoice.coinAmount}` : null,
    rate: '0',
    paymentMethodPaid: invoice.status === 'Settled' ? invoice.coinAmount : '0',
    totalPaid: invoice.status === 'Settled' ? invoice.coinAmount : '0',
    due: invoice.status === 'Settled' ? '0' : invoice.coinAmount,
    amount: invoice.coinAmount,
    paymentMethodFee: '0',
    payments: [],
    activated: true,
    additionalData: {},
  };
};

/** Which webhook BTCPay sends for an invoice in this state. */
export function eventTypeOf(invoice: FakeInvoice): string {
  if (invoice.status === 'Settled') return 'InvoiceSettled';
  if (invoice.status === 'Expired') return 'InvoiceExpired';
  if (invoice.status === 'Invalid') return 'InvoiceInvalid';
  if (invoice.additionalStatus === 'PaidPartial') return 'InvoiceReceivedPayment';
  return 'InvoiceCreated';
}

/** USD per coin as StoreRateResult's decimal string. */
export const rateOf = (coin: string) => {
  const cents = RATE_CENTS[coin];
  return cents === undefined ? undefined : `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};
