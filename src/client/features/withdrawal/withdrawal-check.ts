import type { CryptoType } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { parseDollarsToCents } from '../../../shared/money';
import { withdrawalCodeMessages } from '../../../shared/schemas/withdrawal-code';
import {
  createWithdrawalRequest,
  withdrawalViolation,
  type CreateWithdrawalRequest,
  type WithdrawalContext,
} from '../../../shared/schemas/withdrawals';

export interface WithdrawalForm {
  cryptoType: CryptoType;
  walletAddress: string;
  /** As typed, in dollars. */
  amount: string;
  /** As typed; undefined when the investor's withdrawals need no code. */
  confirmationCode?: string;
}

type WithdrawalCheck = { request: CreateWithdrawalRequest; error?: never } | { error: string; request?: never };

/** The withdrawal rules in the browser, with the server's schema and messages. */
export function checkWithdrawal(form: WithdrawalForm, context: WithdrawalContext): WithdrawalCheck {
  const typed = form.amount.trim();
  const parsed = createWithdrawalRequest.safeParse({
    cryptoType: form.cryptoType,
    walletAddress: form.walletAddress,
    // Left empty, the amount is missing ("All fields are required."); typed wrong, it is invalid.
    amountCents: typed === '' ? undefined : (parseDollarsToCents(typed) ?? Number.NaN),
    confirmationCode: form.confirmationCode?.trim() || undefined,
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? messages.withdrawIncomplete };
  const violation = withdrawalViolation(parsed.data, context);
  if (violation) return { error: violation };
  if (form.confirmationCode !== undefined && parsed.data.confirmationCode === undefined) return { error: withdrawalCodeMessages.codeRequired };
  return { request: parsed.data };
}
