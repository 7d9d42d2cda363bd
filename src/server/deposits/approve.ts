import type { Queryable } from '../db/client';
import { deposits } from '../db/schema';
import { post } from '../money/post-entry';
import { decideRequest, type Decision, type ProcessorDecision } from '../money/decision';
import type { MoneyOperation } from '../money/run';
import { payReferralBonusAfter } from '../referrals/bonus';
import { readApproval, type ApprovalReading } from './approval-reading';
import { planFunding } from './fund-investment';
import { queueDto, requirePending } from '../money/queue';
import { notFound } from '../errors';
import { formatUsd } from '../../shared/money';

/**
 * One statement: the deposit locked while pending, its money credited (and, when it pays for an
 * unpaid investment, spent on it in the same posting, with the referrer's bonus), the deposit
 * decided only then; a second approval finds it decided, so the money is credited exactly once.
 * A processor reporting the deposit's invoice settled approves it the same way (a settlement).
 */
export async function approveDeposit(db: Queryable, id: string, decision: Decision | ProcessorDecision): Promise<MoneyOperation> {
  const reading = await readApproval(db, { id });
  if (!reading) throw notFound();
  return planApproval(db, reading, decision);
}

/** The approval planned from its reading (`readApproval`), which only a pending deposit, not the operator's own, passes. */
export function planApproval(db: Queryable, reading: ApprovalReading, decision: Decision | ProcessorDecision): Promise<MoneyOperation> {
  const { adminId, now } = decision;
  const processor = 'processor' in decision ? decision.processor : undefined;
  const request = requirePending(reading.request, 'deposit', adminId, 'pending');
  const { investor, referrerId } = reading;
  const funding = request.investmentId ? planFunding(reading, request.amountCents, now, adminId) : null;
  const credit = {
    userId: request.userId,
    amountCents: request.amountCents,
    kind: 'deposit' as const,
    refType: 'deposit',
    refId: request.id,
    narration: `Deposit via ${request.method}`,
    uniqueKey: `deposit:${request.id}`,
    actorId: adminId,
  };
  const active = funding?.investment.status === 'active';
  const approved = `Your deposit of ${formatUsd(request.amountCents)} via ${request.method} was approved`;
  // A deposit that pays for its investment passes through the balance into the plan: say where it went.
  const credited = funding?.activated ? `${approved} and paid into your ${funding.activated.planName} plan.` : `${approved} and credited to your balance.`;
  return decideRequest(
    db,
    {
      operation: processor ? 'deposit-settlement' : 'deposit-approval',
      table: deposits,
      request,
      investor,
      changes: { status: 'completed' as const, decidedBy: adminId, decidedAt: now },
      action: 'deposit.approve',
      entityType: 'deposit',
      moneyAfter: (statement, pending) => {
        const { moved } = post(statement, funding?.debit ? [credit, funding.debit] : credit, { after: pending });
        funding?.write(statement, moved);
        if (funding?.activated) payReferralBonusAfter(statement, moved, funding.activated, investor, referrerId);
        return moved;
      },
      news: {
        kind: active ? 'investment_activated' : 'deposit_approved',
        message: funding ? `${credited} ${funding.investorNote}` : credited,
        params: { amountCents: request.amountCents, method: request.method, ...funding?.investorNoteParams },
      },
      audited: { investment: funding?.investment ?? null, ...(processor && { decidedByProcessor: processor }) },
      answer: (decided) => ({
        deposit: queueDto(decided),
        investment: funding?.investment ?? null,
        message: funding?.message ?? 'Deposit approved.',
      }),
    },
    adminId,
  );
}
