import type { CryptoType } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { parseDollarsToCents } from '../../../shared/money';
import { withdrawalCodeMessages } from '../../../shared/schemas/withdrawal-code';
import { createWithdrawalRequest, withdrawalViolation, type CreateWithdrawalRequest, type WithdrawalContext } from '../../../shared/schemas/withdrawals';

export interface WithdrawalForm {
  cryptoType: CryptoType;
  walletAddress: string;
  /** As typed, in dollars. */
  amount: string;
  /** As typed; undefined when the investor's withdrawals need no code. */
  confirmationCode?: string;
}

/** The form field a refusal belongs to; null for one that concerns the whole form. */
export type WithdrawalField = 'walletAddress' | 'amount' | 'confirmationCode' | null;

type WithdrawalCheck = { request: CreateWithdrawalRequest; error?: never } | { request?: never; error: string; field: WithdrawalField };

const refused = (field: WithdrawalField, error: string): WithdrawalCheck => ({ error, field });

/** The withdrawal rules in the browser, with the server's schema and messages: the first rule broken, as the server answers it. */
export function checkWithdrawal(form: WithdrawalForm, context: WithdrawalContext): WithdrawalCheck {
  const typed = form.amount.trim();
  const parsed = createWithdrawalRequest.safeParse({
    cryptoType: form.cryptoType,
    walletAddress: form.walletAddress,
    // Left empty, the amount is missing ("All fields are required."); typed wrong, it is invalid.
    amountCents: typed === '' ? undefined : (parseDollarsToCents(typed) ?? Number.NaN),
    confirmationCode: form.confirmationCode?.trim() || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    return refused(
      field === 'walletAddress' ? 'walletAddress' : field === 'amountCents' ? 'amount' : field === 'confirmationCode' ? 'confirmationCode' : null,
      issue?.message ?? messages.withdrawIncomplete,
    );
  }
  const violation = withdrawalViolation(parsed.data, context);
  if (violation) return refused('amount', violation);
  if (form.confirmationCode !== undefined && parsed.data.confirmationCode === undefined)
    return refused('confirmationCode', withdrawalCodeMessages.codeRequired);
  return { request: parsed.data };
}
