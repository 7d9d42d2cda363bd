import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CRYPTO_TYPES, USDT_NETWORKS } from '../../../shared/constants';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

/**
 * `sending`: approved and handed to a payment processor's payout, which has not reported it
 * completed yet; the money already left the balance, so it is neither pending nor decided.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'sending', 'completed', 'rejected'] as const;

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    walletAddress: text('wallet_address').notNull(),
    cryptoType: text('crypto_type', { enum: CRYPTO_TYPES }).notNull(),
    /** The chain a USDT payout is sent on (`TRC20` or `ERC20`); null for every other coin. */
    network: text('network', { enum: USDT_NETWORKS }),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    txHash: text('tx_hash'),
    rejectionReason: text('rejection_reason'),
    /** The processor's payout sending it (BTCPay's payout id); kept once cancelled, as the queue shows why it came back. */
    payoutId: text('payout_id'),
    /** The payout's state as the processor last reported it (`AwaitingPayment`, `Completed`, `Cancelled`, …). */
    payoutState: text('payout_state'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
    check('withdrawals_fee_non_negative', sql`${t.feeCents} >= 0`),
    check('withdrawals_total_sum', sql`${t.totalCents} = ${t.amountCents} + ${t.feeCents}`),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The operators' queue pages newest first by (created_at, id): with id in the index, rows of one
    // time are read in order instead of sorted as a whole.
    index('withdrawals_status_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('withdrawals_payout_idx').on(t.payoutId),
  ],
);

export type Withdrawal = typeof withdrawals.$inferSelect;
