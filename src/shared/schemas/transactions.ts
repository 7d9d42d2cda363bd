import { z } from 'zod';

/** The ledger kinds the Transactions page lists under "Others". */
export const OTHER_TRANSACTION_TYPES = [
  'roi',
  'capital_return',
  'referral_bonus',
  'mt4_subscription',
  'mt4_refund',
  'withdrawal_refund',
  'adjustment',
] as const;
export type OtherTransactionType = (typeof OTHER_TRANSACTION_TYPES)[number];

/** How the "Type" column names each kind. */
export const OTHER_TRANSACTION_LABELS: Record<OtherTransactionType, string> = {
  roi: 'ROI',
  capital_return: 'Capital Return',
  referral_bonus: 'Referral Bonus',
  mt4_subscription: 'MT4 Subscription',
  mt4_refund: 'MT4 Refund',
  withdrawal_refund: 'Withdrawal Refund',
  adjustment: 'Adjustment',
};

export const otherTransactionDto = z.object({
  id: z.string(),
  /** Signed: credits positive, debits (an MT4 subscription, a negative adjustment) negative. */
  amountCents: z.number().int(),
  type: z.enum(OTHER_TRANSACTION_TYPES),
  /** The "Plan/Narration" column. */
  narration: z.string(),
  createdAt: z.string(),
});
export type OtherTransactionDto = z.infer<typeof otherTransactionDto>;
