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
