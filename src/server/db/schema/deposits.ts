import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { investments } from './investments';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const DEPOSIT_STATUSES = ['pending', 'completed', 'rejected'] as const;

export const deposits = pgTable(
  'deposits',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    walletAddress: text('wallet_address').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    investmentId: uuid('investment_id').references(() => investments.id),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    /** What the QR code encoded when the deposit was requested (with the quoted amount, if any); null on rows older than the column. */
    paymentUri: text('payment_uri'),
    /** The transaction id (hash) the investor gave after paying, for the operator to find the payment. */
    txId: text('tx_id'),
    /**
     * A quote from the live market feed, all five or none: the coin, the amount in its smallest
     * unit (satoshi, litoshi, wei, 1e-6 USDT or TRX) as an exact integer, the feed's USD price of
     * one coin in cents, the feed's time, and until when the amount holds. The USD amount above
     * stays what the operator credits.
     */
    quoteCoin: text('quote_coin'),
    quoteBaseUnits: numeric('quote_base_units', { precision: 40, scale: 0 }),
    quoteRateCents: bigint('quote_rate_cents', { mode: 'number' }),
    quoteRateAsOf: timestamp('quote_rate_as_of', { withTimezone: true, precision: 3 }),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true, precision: 3 }),
    /**
     * A deposit a payment processor collects: the processor, its invoice (the wallet address above is
     * the invoice's own), the coin and its exact amount as the processor gave it, and its hosted
     * checkout page; all null on a deposit paid to the operator's address.
     */
    processor: text('processor'),
    invoiceId: text('invoice_id'),
    coin: text('coin'),
    coinAmount: text('coin_amount'),
    checkoutUrl: text('checkout_url'),
    /** The processor reports less than the invoice's amount paid: an operator decides. */
    partiallyPaid: boolean('partially_paid').notNull().default(false),
  },
  (t) => [
    check('deposits_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'deposits_quote_complete',
      sql`num_nulls(${t.quoteCoin}, ${t.quoteBaseUnits}, ${t.quoteRateCents}, ${t.quoteRateAsOf}, ${t.quoteExpiresAt}) in (0, 5)`,
    ),
    check('deposits_tx_id_hex', sql`${t.txId} ~ '^(0x)?[0-9a-f]{64}$'`),
    check('deposits_quote_positive', sql`${t.quoteBaseUnits} > 0 and ${t.quoteRateCents} > 0`),
    index('deposits_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('deposits_status_idx').on(t.status, t.createdAt),
    check('deposits_invoice_complete', sql`num_nulls(${t.processor}, ${t.invoiceId}, ${t.coin}, ${t.coinAmount}) in (0, 4)`),
    uniqueIndex('deposits_processor_invoice_idx').on(t.processor, t.invoiceId),
    // The reconciliation's reading: open processor deposits.
    index('deposits_processor_pending_idx').on(t.createdAt).where(sql`${t.processor} is not null and ${t.status} = 'pending'`),
  ],
);

export type Deposit = typeof deposits.$inferSelect;
