import type { Queryable } from '../db/client';
import { withdrawals } from '../db/schema';
import { decideRequest, type Decision, type ProcessorDecision } from '../money/decision';
import type { MoneyStatement, Step } from '../money/statement';
import type { MoneyOperation } from '../money/run';
import { queueDto } from '../money/queue';
import { formatUsd } from '../../shared/money';
import { withdrawalQueue } from './queue';

/**
 * The money left the balance when the investor asked; approval records that it was paid out. A
 * processor whose payout was sending it completes it the same way, with the payout's transaction.
 * `withDecision` writes the second operator's approval of a large withdrawal with the decision.
 */
export async function approveWithdrawal(
  db: Queryable,
  id: string,
  txHash: string | undefined,
  decision: Decision | ProcessorDecision,
  withDecision?: (statement: MoneyStatement, decided: Step) => void,
): Promise<MoneyOperation> {
  const { adminId, now } = decision;
  const processor = 'processor' in decision ? decision.processor : undefined;
  const request = await withdrawalQueue.readPending(db, id, adminId, processor ? 'sending' : 'pending');
  // A payout keeps the operator who approved it as the decider; the audit record names the processor that completed it.
  const changes = { status: 'completed' as const, txHash: txHash || null, decidedBy: adminId ?? request.decidedBy, decidedAt: now };
  const sent = `Your withdrawal of ${formatUsd(request.amountCents)} in ${request.cryptoType} to ${request.walletAddress} was sent.`;
  return decideRequest(
    db,
    {
      operation: processor ? 'withdrawal-payout' : 'withdrawal-approval',
      table: withdrawals,
      request,
      ...(processor && { awaited: 'sending' }),
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
      ...(processor && { audited: { decidedByProcessor: processor } }),
      answer: (approved) => ({ withdrawal: queueDto(approved) }),
    },
    adminId,
  );
}
