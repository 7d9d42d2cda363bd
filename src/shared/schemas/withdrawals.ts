import { z } from 'zod';
import { CRYPTO_TYPES, MIN_WITHDRAWAL_CENTS, USDT_NETWORKS, WITHDRAWAL_CAP_CENTS, type CryptoType } from '../constants';
import { messages } from '../messages';
import { percentOfCents } from '../money';
import { amountCentsField, balanceAfter } from './amount';
import { invalidCryptoAddressMessage, isValidCryptoAddress } from '../crypto-address/payout-address';
import { confirmationCodeField } from './withdrawal-code';

const withdrawalDetailsShape = {
  cryptoType: z.enum(CRYPTO_TYPES, { error: messages.withdrawIncomplete }),
  /** The chain a USDT payout goes out on; named with USDT and with no other coin. */
  network: z.enum(USDT_NETWORKS, { error: messages.usdtNetworkRequired }).optional(),
  walletAddress: z.string({ error: messages.withdrawFieldsMissing }).trim().min(1, messages.withdrawFieldsMissing).max(200, 'Wallet address is too long.'),
  amountCents: amountCentsField(messages.withdrawFieldsMissing),
};
const withdrawalObjectError = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? undefined : messages.withdrawIncomplete) };

/**
 * Where the coins go, checked before any money moves: USDT names its network (and no other coin does),
 * and the address is one the coin (on that network) can be paid to, its checksum verified. A payout to
 * a mistyped address, or to one of the other network, is lost for good.
 */
function checkPayoutAddress(details: Pick<WithdrawalDetails, 'cryptoType' | 'network' | 'walletAddress'>, context: z.RefinementCtx) {
  const { cryptoType, network, walletAddress } = details;
  if (cryptoType === 'USDT' && !network) context.addIssue({ code: 'custom', message: messages.usdtNetworkRequired, path: ['network'] });
  else if (cryptoType !== 'USDT' && network) context.addIssue({ code: 'custom', message: messages.networkOnlyForUsdt, path: ['network'] });
  else if (!isValidCryptoAddress(cryptoType, walletAddress, network))
    context.addIssue({ code: 'custom', message: invalidCryptoAddressMessage(cryptoType, network), path: ['walletAddress'] });
}

/**
 * POST /api/withdrawals/confirmation-code: the withdrawal a mailed code is asked for, which it then
 * confirms alone. Missing fields → "All fields are required.", bad amount → "Please enter a valid amount."
 */
export const withdrawalDetails = z.strictObject(withdrawalDetailsShape, withdrawalObjectError).superRefine(checkPayoutAddress);
export type WithdrawalDetails = z.infer<typeof withdrawalDetails>;

/** POST /api/withdrawals: the withdrawal's details and, when the investor's withdrawals need one, the code confirming them. */
export const createWithdrawalRequest = z
  .strictObject(
    {
      ...withdrawalDetailsShape,
      /** See needsConfirmationCode and withdrawals/confirmation-code.ts. */
      confirmationCode: confirmationCodeField.optional(),
    },
    withdrawalObjectError,
  )
  .superRefine(checkPayoutAddress);
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
  /** USDT's network (TRC20 or ERC20); null for every other coin. */
  network: z.enum(USDT_NETWORKS).nullable(),
  /** pending, sending (a processor's payout on its way), completed or rejected. */
  status: z.string(),
  createdAt: z.string(),
  /** The transaction that paid it out, once completed with one. */
  txHash: z.string().nullable(),
});
export type WithdrawalDto = z.infer<typeof withdrawalDto>;

export const createWithdrawalResponse = z.object({ withdrawal: withdrawalDto, message: z.string(), ...balanceAfter });
export type CreateWithdrawalResponse = z.infer<typeof createWithdrawalResponse>;
