import { z } from 'zod';
import { CRYPTO_TYPES, MIN_WITHDRAWAL_CENTS, WITHDRAWAL_CAP_CENTS, type CryptoType } from '../constants';
import { messages } from '../messages';
import { percentOfCents } from '../money';
import { amountCentsField, balanceAfter } from './amount';
import { invalidCryptoAddressMessage, isValidCryptoAddress } from '../crypto-address/payout-address';
import { confirmationCodeField } from './withdrawal-code';

/** POST /api/withdrawals. Missing fields → "All fields are required.", bad amount → "Please enter a valid amount." */
export const createWithdrawalRequest = z
  .strictObject(
    {
      cryptoType: z.enum(CRYPTO_TYPES, { error: messages.withdrawIncomplete }),
      walletAddress: z.string({ error: messages.withdrawFieldsMissing }).trim().min(1, messages.withdrawFieldsMissing).max(200, 'Wallet address is too long.'),
      amountCents: amountCentsField(messages.withdrawFieldsMissing),
      /** Required when the investor has `otpsend` on; see withdrawals/confirmation-code.ts. */
      confirmationCode: confirmationCodeField.optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : messages.withdrawIncomplete) },
  )
  .refine((request) => isValidCryptoAddress(request.cryptoType, request.walletAddress), {
    // A payout to a mistyped address is lost for good, so its checksum is verified before any money moves.
    error: (issue) => invalidCryptoAddressMessage((issue.input as { cryptoType: CryptoType }).cryptoType),
    path: ['walletAddress'],
  });
export type CreateWithdrawalRequest = z.infer<typeof createWithdrawalRequest>;

/** The most one withdrawal may take: the lesser of the user's withdrawal limit and the coin's cap. */
export const withdrawalMaxCents = (withdrawalLimitCents: number, cryptoType: CryptoType) => Math.min(withdrawalLimitCents, WITHDRAWAL_CAP_CENTS[cryptoType]);

export const withdrawalFeeCents = (amountCents: number, withdrawalFeeBps: number) => percentOfCents(amountCents, withdrawalFeeBps);

export interface WithdrawalContext {
  balanceCents: number;
  withdrawalLimitCents: number;
}

/**
 * The withdrawal amount rules, in the product's order: at least $50, at most the balance, at most the
 * lesser of the limit and the coin cap. The first rule the amount breaks, as its catalogue message, or
 * null when it breaks none: one refusal at a time, so the investor mends one thing and tries again.
 * (The required fields and a valid amount come before these, in `createWithdrawalRequest`.)
 */
export function withdrawalViolation(request: Pick<CreateWithdrawalRequest, 'amountCents' | 'cryptoType'>, context: WithdrawalContext): string | null {
  if (request.amountCents < MIN_WITHDRAWAL_CENTS) return messages.belowWithdrawalMinimum;
  if (request.amountCents > context.balanceCents) return messages.insufficientBalance;
  const maxCents = withdrawalMaxCents(context.withdrawalLimitCents, request.cryptoType);
  if (request.amountCents > maxCents) return messages.aboveWithdrawalLimit(maxCents);
  return null;
}

export const withdrawalDto = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  /** amountCents + feeCents: the "Amount + Charges" column. */
  totalCents: z.number().int(),
  /** The "Pay Type" / "Receiving Mode" column. */
  walletAddress: z.string(),
  cryptoType: z.enum(CRYPTO_TYPES),
  /** pending, completed or rejected. */
  status: z.string(),
  createdAt: z.string(),
});
export type WithdrawalDto = z.infer<typeof withdrawalDto>;

export const createWithdrawalResponse = z.object({ withdrawal: withdrawalDto, message: z.string(), ...balanceAfter });
export type CreateWithdrawalResponse = z.infer<typeof createWithdrawalResponse>;
