import type { Queryable } from '../db/client';
import { withdrawals } from '../db/schema';
import { decideRequest, type Decision } from '../money/decision';
import type { MoneyStatement, Step } from '../money/statement';
import type { MoneyOperation } from '../money/run';
import { queueDto } from '../money/queue';
import { formatUsd } from '../../shared/money';
import { withdrawalQueue } from './queue';

/**
 * The money left the balance when the investor asked; approval records that it was paid out.
 * `withDecision` writes the second operator's approval of a large withdrawal with the decision.
 */
export async function approveWithdrawal(
  db: Queryable,
  id: string,
  txHash: string | undefined,
  { adminId, now }: Decision,
  withDecision?: (statement: MoneyStatement, decided: Step) => void,
): Promise<MoneyOperation> {
  const request = await withdrawalQueue.readPending(db, id, adminId);
  const changes = { status: 'completed' as const, txHash: txHash || null, decidedBy: adminId, decidedAt: now };
  const sent = `Your withdrawal of ${formatUsd(request.amountCents)} in ${request.cryptoType} to ${request.walletAddress} was sent.`;
  return decideRequest(
    db,
    {
      operation: 'withdrawal-approval',
      table: withdrawals,
      request,
      changes,
      action: 'withdrawal.approve',
      entityType: 'withdrawal',
      news: {
        kind: 'withdrawal_completed',
        message: changes.txHash ? `${sent} Transaction hash: ${changes.txHash}` : sent,
        params: {
          amountCents: request.amountCents,
          coin: request.cryptoType,
          wallet: request.walletAddress,
          ...(changes.txHash && { context: 'withHash', txHash: changes.txHash }),
        },
      },
      withDecision,
      answer: (approved) => ({ withdrawal: queueDto(approved) }),
    },
    adminId,
  );
}
