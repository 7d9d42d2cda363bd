import { z } from 'zod';

/** A deposit request: the investor pays `amountCents` in USD worth of coin to `walletAddress`. */
export const depositDto = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  /** The payment method's name, shown as "Method" / "Payment Mode". */
  method: z.string(),
  walletAddress: z.string(),
  /** pending, completed or rejected. */
  status: z.string(),
  /** The unpaid investment this deposit pays for, if any. */
  investmentId: z.string().nullable(),
  createdAt: z.string(),
});
export type DepositDto = z.infer<typeof depositDto>;
