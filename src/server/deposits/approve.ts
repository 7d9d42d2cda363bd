import type { Queryable } from '../db/client';
import { deposits } from '../db/schema';
import { post } from '../ledger/post-entry';
import { MoneyStatement } from '../money/statement';
import { auditAfter, tellAfter } from '../money/effects';
import { decide, lockPending, readInvestor, type Decision } from '../money/decision';
import type { MoneyOperation } from '../money/run';
import { findReferrerId, payReferralBonusAfter } from '../referrals/bonus';
import { planFunding } from './fund-investment';
import { depositQueue } from './admin-service';
import { queueDto } from '../money/queue';
import { formatUsd } from '../../shared/money';

/**
 * One statement: the deposit locked while pending, its money credited (and, when it pays for an
 * unpaid investment, spent on it in the same posting, with the referrer's bonus), the deposit
 * decided only then; a second approval finds it decided, so the money is credited exactly once.
 */
export async function approveDeposit(db: Queryable, id: string, { adminId, now }: Decision): Promise<MoneyOperation> {
  const { email, fullname, ...before } = await depositQueue.readPending(db, id, adminId);
  const investor = await readInvestor(db, before.userId);
  const funding = before.investmentId ? await planFunding(db, before.investmentId, before.amountCents, now, adminId) : null;
  const changes = { status: 'completed' as const, decidedBy: adminId, decidedAt: now };
  const after = { ...before, ...changes };
  const statement = new MoneyStatement();
  const pending = lockPending(statement, deposits, id, adminId);
  const credit = {
    userId: before.userId,
    amountCents: before.amountCents,
    kind: 'deposit' as const,
    refType: 'deposit',
    refId: id,
    narration: `Deposit via ${before.method}`,
    uniqueKey: `deposit:${id}`,
    actorId: adminId,
  };
  const { moved } = post(statement, funding?.debit ? [credit, funding.debit] : credit, { after: pending });
  funding?.write(statement, moved);
  if (funding?.activated) {
    payReferralBonusAfter(statement, moved, funding.activated, investor, await findReferrerId(db, investor));
  }
  const decided = decide(statement, deposits, id, changes, moved);
  const active = funding?.investment.status === 'active';
  const approved = `Your deposit of ${formatUsd(before.amountCents)} via ${before.method} was approved`;
  // A deposit that pays for its investment passes through the balance into the plan: say where it went.
  const credited = funding?.activated ? `${approved} and paid into your ${funding.activated.planName} plan.` : `${approved} and credited to your balance.`;
  tellAfter(statement, decided, investor, {
    kind: active ? 'investment_activated' : 'deposit_approved',
    message: funding ? `${credited} ${funding.investorNote}` : credited,
    params: { amountCents: before.amountCents, method: before.method, ...funding?.investorNoteParams },
    refType: 'deposit',
    refId: id,
  });
  auditAfter(statement, decided, {
    actorId: adminId,
    action: 'deposit.approve',
    entityType: 'deposit',
    entityId: id,
    before: { ...before, email, fullname },
    after: { ...after, investment: funding?.investment ?? null },
  });
  return {
    statement,
    done: decided,
    statusCode: 200,
    body: {
      deposit: queueDto({ ...after, email, fullname }),
      investment: funding?.investment ?? null,
      message: funding?.message ?? 'Deposit approved.',
    },
  };
}
