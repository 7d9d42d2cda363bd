import type { z } from 'zod';
import type { CryptoType, UsdtNetwork } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { parseDollarsToCents } from '../../../shared/money';
import { withdrawalCodeMessages, type ConfirmationCodeKind } from '../../../shared/schemas/withdrawal-code';
import {
  createWithdrawalRequest,
  withdrawalDetails,
  withdrawalViolation,
  type CreateWithdrawalRequest,
  type WithdrawalContext,
  type WithdrawalDetails,
} from '../../../shared/schemas/withdrawals';

export interface WithdrawalForm {
  cryptoType: CryptoType;
  /** USDT's network as chosen; undefined until chosen, and for every other coin. */
  network?: UsdtNetwork | undefined;
  walletAddress: string;
  /** As typed, in dollars. */
  amount: string;
  /** What confirms the investor's withdrawals; undefined when nothing does. */
  codeKind?: NonNullable<ConfirmationCodeKind>;
  /** As typed, when a code confirms the withdrawal. */
  confirmationCode?: string;
}

/** The form field a refusal belongs to; null for one that concerns the whole form. */
export type WithdrawalField = 'network' | 'walletAddress' | 'amount' | 'confirmationCode' | null;

type Checked<T> = { request: T; error?: never } | { request?: never; error: string; field: WithdrawalField };

const refused = (field: WithdrawalField, error: string) => ({ error, field });

const FIELD_OF_PATH: Record<string, WithdrawalField> = {
  network: 'network',
  walletAddress: 'walletAddress',
  amountCents: 'amount',
  confirmationCode: 'confirmationCode',
};

/** The form's details through `schema`, then the amount rules: the server's checks and messages, in its order. */
function checkWith<T extends WithdrawalDetails>(schema: z.ZodType<T>, form: WithdrawalForm, context: WithdrawalContext): Checked<T> {
  const typed = form.amount.trim();
  const parsed = schema.safeParse({
    cryptoType: form.cryptoType,
    network: form.network,
    walletAddress: form.walletAddress,
    // Left empty, the amount is missing ("All fields are required."); typed wrong, it is invalid.
    amountCents: typed === '' ? undefined : (parseDollarsToCents(typed) ?? Number.NaN),
    ...(form.codeKind && { confirmationCode: form.confirmationCode?.trim() || undefined }),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refused(FIELD_OF_PATH[String(issue?.path[0])] ?? null, issue?.message ?? messages.withdrawIncomplete);
  }
  const violation = withdrawalViolation(parsed.data, context);
  if (violation) return refused('amount', violation);
  return { request: parsed.data };
}

const MISSING_CODE = { authenticator: withdrawalCodeMessages.authenticatorCodeRequired, mailed: withdrawalCodeMessages.codeRequired };

/** The withdrawal rules in the browser, with the server's schema and messages. */
export function checkWithdrawal(form: WithdrawalForm, context: WithdrawalContext): Checked<CreateWithdrawalRequest> {
  const checked = checkWith(createWithdrawalRequest, form, context);
  if (checked.request && form.codeKind && checked.request.confirmationCode === undefined) return refused('confirmationCode', MISSING_CODE[form.codeKind]);
  return checked;
}

/** The details a mailed code is asked for, checked as the withdrawal will be: a code for a refused withdrawal confirms nothing. */
export const checkCodeRequest = (form: WithdrawalForm, context: WithdrawalContext): Checked<WithdrawalDetails> =>
  checkWith(withdrawalDetails, { ...form, codeKind: undefined }, context);
