import { z } from 'zod';
import { QUOTE_COINS, type QuoteCoin } from '../coin-amount';

export const TX_ID_INVALID = 'A transaction ID is 64 hexadecimal characters (0-9, a-f), with or without 0x in front.';
export const TX_ID_NOT_PENDING = 'A transaction ID can only be given while the deposit is pending.';
/** Says "success" so it is shown as one (isSuccessMessage). */
export const TX_ID_SAVED = 'Transaction ID saved successfully.';

// Bitcoin, Litecoin, Tron (TRX and USDT on TRC-20) and Ethereum (ETH and ERC-20 tokens) all name a
// transaction by a 32-byte hash in hex; Ethereum's wallets write it with 0x in front. Hex is
// case-free, so it is kept in lower case and the same id typed either way is the same id.
const TX_ID = /^(0x)?[0-9a-f]{64}$/;

/** PUT /api/deposits/:id/transaction-id. An empty or absent id takes a given one back. */
export const depositTxIdRequest = z.strictObject({
  txId: z
    .string({ error: TX_ID_INVALID })
    .trim()
    .toLowerCase()
    .refine((txId) => txId === '' || TX_ID.test(txId), TX_ID_INVALID)
    .default(''),
});

/**
 * The crypto amount quoted from the live market feed when the deposit was requested: `amount` of
 * `coin` (exactly `baseUnits` of its smallest unit) at `rateCents` per coin, the feed's price at
 * `rateAsOf`, holding until `expiresAt`. The deposit's USD amount stays what the operator credits.
 */
const depositQuoteDto = z.object({
  coin: z.enum(Object.keys(QUOTE_COINS) as [QuoteCoin, ...QuoteCoin[]]),
  amount: z.string(),
  baseUnits: z.string(),
  rateCents: z.number().int(),
  rateAsOf: z.string(),
  expiresAt: z.string(),
});
export type DepositQuoteDto = z.infer<typeof depositQuoteDto>;

/** A deposit request: the investor pays `amountCents` in USD worth of coin to `walletAddress`. */
export const depositDto = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  /** The payment method's name, shown as "Method" / "Payment Mode". */
  method: z.string(),
  walletAddress: z.string(),
  /** What the QR code encodes: with a quote, a BIP-21 or EIP-681 URI with the amount where the coin has one; else the address or the method's URI. */
  paymentUri: z.string(),
  quote: depositQuoteDto.nullable(),
  /** A deposit a payment processor collects: the exact amount its invoice asks, with the coin ("0.00024 BTC"); null otherwise. */
  coinAmount: z.string().nullable(),
  /** The processor's hosted checkout page for this deposit, where it has one. */
  checkoutUrl: z.string().nullable(),
  /** The transaction id the investor gave, lower case; null until then. */
  txId: z.string().nullable(),
  /** pending, completed or rejected. */
  status: z.string(),
  /** The unpaid investment this deposit pays for, if any. */
  investmentId: z.string().nullable(),
  createdAt: z.string(),
});
export type DepositDto = z.infer<typeof depositDto>;

export const depositTxIdResponse = z.object({ deposit: depositDto, message: z.string() });
export type DepositTxIdResponse = z.infer<typeof depositTxIdResponse>;
