import { users, withdrawals, type User } from '../db/schema';
import { newRowId } from '../db/schema/row-id';
import { badRequest } from '../errors';
import { rowDebit } from '../money/row-posting';
import { post, userRowReads } from '../money/post-entry';
import { MoneyStatement } from '../money/statement';
import { mailAfter, notifyAfter } from '../money/effects';
import type { MoneyOperation } from '../money/run';
import { mailTo } from '../mail/send';
import { withdrawalSubmittedMail } from '../mail/templates/withdrawal-submitted';
import { mailText } from '../mail/text/mail-text';
import { messages } from '../../shared/messages';
import { formatUsd } from '../../shared/money';
import { payoutMethodName } from '../../shared/payout-method';
import { withdrawalFeeCents, withdrawalViolation, type CreateWithdrawalRequest, type CreateWithdrawalResponse } from '../../shared/schemas/withdrawals';
import { toWithdrawalDto, type NewWithdrawal } from './list';

/**
 * A withdrawal request, applied to a reading of the investor's row: the fee is their percentage
 * of the amount, the total is amount + fee, and the balance goes down by the amount only. The
 * statement re-checks the balance and the fee percent under the lock, and writes the withdrawal,
 * the mail and the notification only when the balance moved.
 */
export function planWithdrawal(investor: User, request: CreateWithdrawalRequest, at: Date): MoneyOperation {
  const violation = withdrawalViolation(request, investor);
  if (violation) {
    const code = violation === messages.insufficientBalance ? 'INSUFFICIENT_BALANCE' : 'AMOUNT_OUT_OF_RANGE';
    throw badRequest(code, violation);
  }
  const feeCents = withdrawalFeeCents(request.amountCents, investor.withdrawalFeeBps);
  // No payout yet: a processor's payout is made only when an operator approves it.
  const withdrawal: NewWithdrawal = {
    id: newRowId(),
    userId: investor.id,
    amountCents: request.amountCents,
    feeCents,
    totalCents: request.amountCents + feeCents,
    walletAddress: request.walletAddress,
    cryptoType: request.cryptoType,
    network: request.network ?? null,
    status: 'pending',
    txHash: null,
    rejectionReason: null,
    decidedBy: null,
    decidedAt: null,
    createdAt: at,
  };
  const mail = mailTo(
    investor,
    withdrawalSubmittedMail(
      {
        fullname: investor.fullname,
        cryptoType: payoutMethodName(withdrawal.cryptoType, withdrawal.network),
        amountCents: withdrawal.amountCents,
        feeCents: withdrawal.feeCents,
        walletAddress: withdrawal.walletAddress,
      },
      mailText(investor.language),
    ),
  );
  const body: CreateWithdrawalResponse = {
    withdrawal: toWithdrawalDto(withdrawal),
    message: messages.withdrawalSucceeded,
    balanceCents: investor.balanceCents - withdrawal.amountCents,
  };
  const statement = new MoneyStatement();
  const { moved } = post(statement, rowDebit('withdrawal', withdrawal, `Withdrawal to ${withdrawal.cryptoType}`, at), {
    conditions: [userRowReads(users.withdrawalFeeBps, investor.withdrawalFeeBps)],
  });
  statement.insertAfter(moved, withdrawals, withdrawal);
  mailAfter(statement, moved, mail);
  notifyAfter(statement, moved, {
    userId: investor.id,
    kind: 'withdrawal_submitted',
    message: `Your withdrawal of ${formatUsd(withdrawal.amountCents)} to ${withdrawal.cryptoType} is pending.`,
    params: { amountCents: withdrawal.amountCents, coin: withdrawal.cryptoType },
    refType: 'withdrawal',
    refId: withdrawal.id,
  });
  return { name: 'withdrawal', statement, done: moved, outcome: body, computed: { balanceCents: moved.column(users.balanceCents) } };
}
