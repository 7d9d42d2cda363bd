import type { Queryable, Tx } from '../db/client';
import { withdrawals, type Withdrawal } from '../db/schema';
import type { Page } from '../db/pagination';
import { badRequest } from '../errors';
import { lockUser, postLedgerEntry } from '../ledger/post-entry';
import { notify } from '../notifications/notify';
import { listOwnRows } from '../transactions/own-rows';
import { mailUser } from '../mail/send';
import { withdrawalSubmittedMail } from '../mail/templates/withdrawal-submitted';
import { messages } from '../../shared/messages';
import { formatUsd } from '../../shared/money';
import {
  withdrawalFeeCents,
  withdrawalViolation,
  type CreateWithdrawalRequest,
  type CreateWithdrawalResponse,
  type WithdrawalDto,
} from '../../shared/schemas/withdrawals';
import type { PageQuery } from '../../shared/schemas/amount';

export function toWithdrawalDto(withdrawal: Withdrawal): WithdrawalDto {
  return {
    id: withdrawal.id,
    amountCents: withdrawal.amountCents,
    feeCents: withdrawal.feeCents,
    totalCents: withdrawal.totalCents,
    walletAddress: withdrawal.walletAddress,
    cryptoType: withdrawal.cryptoType,
    status: withdrawal.status,
    createdAt: withdrawal.createdAt.toISOString(),
  };
}

export const listWithdrawals = (db: Queryable, userId: string, query: PageQuery): Promise<Page<WithdrawalDto>> =>
  listOwnRows(db, withdrawals, userId, query, toWithdrawalDto);

/**
 * Spec sections 4, 5 and 9: checked against the locked user row; the fee is the user's percentage
 * of the amount, the total is amount + fee, and the balance goes down by the amount only.
 */
export async function createWithdrawal(tx: Tx, userId: string, request: CreateWithdrawalRequest): Promise<CreateWithdrawalResponse> {
  const investor = await lockUser(tx, userId);
  const violation = withdrawalViolation(request, investor);
  if (violation) {
    const code = violation === messages.insufficientBalance ? 'INSUFFICIENT_BALANCE' : 'AMOUNT_OUT_OF_RANGE';
    throw badRequest(code, violation);
  }
  const feeCents = withdrawalFeeCents(request.amountCents, investor.withdrawalFeeBps);
  const [withdrawal] = (await tx
    .insert(withdrawals)
    .values({
      userId,
      amountCents: request.amountCents,
      feeCents,
      totalCents: request.amountCents + feeCents,
      walletAddress: request.walletAddress,
      cryptoType: request.cryptoType,
    })
    .returning()) as [Withdrawal];
  const posted = await postLedgerEntry(tx, {
    userId,
    amountCents: -withdrawal.amountCents,
    kind: 'withdrawal',
    refType: 'withdrawal',
    refId: withdrawal.id,
    narration: `Withdrawal to ${withdrawal.cryptoType}`,
    uniqueKey: `withdrawal:${withdrawal.id}`,
  });
  await mailUser(
    tx,
    investor,
    withdrawalSubmittedMail({
      fullname: investor.fullname,
      cryptoType: withdrawal.cryptoType,
      amountCents: withdrawal.amountCents,
      feeCents: withdrawal.feeCents,
      walletAddress: withdrawal.walletAddress,
    }),
  );
  await notify(tx, {
    userId,
    kind: 'withdrawal_submitted',
    message: `Your withdrawal of ${formatUsd(withdrawal.amountCents)} to ${withdrawal.cryptoType} is pending.`,
    params: { amountCents: withdrawal.amountCents, coin: withdrawal.cryptoType },
    refType: 'withdrawal',
    refId: withdrawal.id,
  });
  return { withdrawal: toWithdrawalDto(withdrawal), message: messages.withdrawalSucceeded, balanceCents: posted!.balanceAfterCents };
}
