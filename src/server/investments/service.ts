import type { Queryable } from '../db/client';
import { insertAfterGate } from '../db/gated-insert';
import { investments, type Investment, type User } from '../db/schema';
import { newRowId } from '../db/schema/row-id';
import type { Page } from '../db/pagination';
import { AppError, badRequest, notFound } from '../errors';
import { notifyAfter } from '../notifications/notify';
import { rowDebit } from '../ledger/row-posting';
import { findReferrerId, planReferralBonus } from '../referrals/bonus';
import { referralBonusBpsOf } from '../plans/service';
import { paymentUri } from '../payment-methods/payment-uri';
import { toDepositDto } from '../deposits/service';
import { listOwnRows } from '../transactions/own-rows';
import type { PlannedMoneyWrite } from '../transactions/money-statement';
import { duplicateActivePlan, isOneActivePerPlanViolation } from './one-active-violation';
import { planDepositFor } from './deposit-request';
import { lastReadInvestmentTerms, readInvestmentTerms, type InvestmentTerms, type MethodTerms } from './terms';
import { investmentTermsHold } from './terms-conditions';
import { messages } from '../../shared/messages';
import { formatUsd } from '../../shared/money';
import { planAmountViolation } from '../../shared/schemas/plans';
import {
  DEPOSIT_REQUEST_SUBMITTED,
  type CreateInvestmentRequest,
  type CreateInvestmentResponse,
  type InvestmentDto,
} from '../../shared/schemas/investments';
import type { PageQuery } from '../../shared/schemas/amount';

export function toInvestmentDto(investment: Investment): InvestmentDto {
  return {
    id: investment.id,
    planId: investment.planId,
    planName: investment.planName,
    amountCents: investment.amountCents,
    roiBps: investment.roiBps,
    durationDays: investment.durationDays,
    referralBonusBps: investment.referralBonusBps,
    status: investment.status,
    createdAt: investment.createdAt.toISOString(),
    activatedAt: investment.activatedAt?.toISOString() ?? null,
    completedAt: investment.completedAt?.toISOString() ?? null,
  };
}

export const listInvestments = (db: Queryable, userId: string, query: PageQuery): Promise<Page<InvestmentDto>> =>
  listOwnRows(db, investments, userId, query, toInvestmentDto);

/** Which terms a purchase is planned from: the ones read last (verified by its statement) or fresh. */
export type TermsReading = 'last read' | 'fresh';

/**
 * Spec section 5 for "Confirm Investment", in its order, applied to a reading of the investor's
 * row. From balance: the investment is active, the balance goes down and the referrer earns their
 * bonus, all in one statement that re-checks the balance under the lock. By deposit: the
 * investment is unpaid, with a pending deposit, a mail and a notification, and no money moves.
 * The statement also checks the terms it was planned from (terms-conditions.ts); a rule refuses
 * only on terms read now. The partial unique index decides between two purchases of one plan at
 * the same moment.
 */
export async function planInvestment(
  db: Queryable,
  investor: User,
  request: CreateInvestmentRequest,
  at: Date,
  reading: TermsReading,
): Promise<PlannedMoneyWrite> {
  const method = request.fundingSource === 'deposit' ? request.paymentMethod : undefined;
  const lastRead = reading === 'last read' ? lastReadInvestmentTerms(db, request.planId, method) : undefined;
  if (lastRead) {
    try {
      return await planFromTerms(db, investor, request, at, lastRead);
    } catch (refusal) {
      if (!(refusal instanceof AppError)) throw refusal;
    }
  }
  return planFromTerms(db, investor, request, at, await readInvestmentTerms(db, investor.id, request.planId, method));
}

async function planFromTerms(
  db: Queryable,
  investor: User,
  request: CreateInvestmentRequest,
  at: Date,
  terms: InvestmentTerms | undefined,
): Promise<PlannedMoneyWrite> {
  const byDepositRequest = request.fundingSource === 'deposit';
  if (!terms) throw notFound('Investment plan not found.');
  const { plan, hasActive } = terms;
  const amountViolation = planAmountViolation(plan, request.amountCents);
  if (amountViolation) throw badRequest('AMOUNT_OUT_OF_RANGE', amountViolation);
  const method = byDepositRequest ? terms.method : null;
  if (byDepositRequest && !method) throw badRequest('UNKNOWN_PAYMENT_METHOD', messages.noPaymentMethod);
  if (hasActive) throw duplicateActivePlan(plan.name);
  if (!method && request.amountCents > investor.balanceCents) throw badRequest('INSUFFICIENT_BALANCE', messages.insufficientBalance);

  const investment: Investment = {
    id: newRowId(),
    userId: investor.id,
    planId: plan.id,
    planName: plan.name,
    roiBps: plan.roiBps,
    durationDays: plan.durationDays,
    referralBonusBps: referralBonusBpsOf(plan),
    amountCents: request.amountCents,
    status: method ? 'unpaid' : 'active',
    createdAt: at,
    activatedAt: method ? null : at,
    completedAt: null,
  };
  const planned = method ? byDeposit(investor, investment, method) : fromBalance(investor, investment, await findReferrerId(db, investor), at);
    paidPeriods: 0,
    nextDueAt: null,
  return {
    ...planned,
    conditions: investmentTermsHold(investor.id, plan, method, byDepositRequest),
    writes: [insertAfterGate('investment', investments, investment, 'moved'), ...planned.writes],
    refusalOf: (error) => (isOneActivePerPlanViolation(error) ? duplicateActivePlan(plan.name) : undefined),
  };
}

function byDeposit(investor: User, investment: Investment, method: MethodTerms): PlannedMoneyWrite {
  const { deposit, writes } = planDepositFor(investor, investment, method);
  const body: CreateInvestmentResponse = {
    investment: toInvestmentDto(investment),
    deposit: { ...toDepositDto(deposit), paymentUri: paymentUri(method) },
    message: DEPOSIT_REQUEST_SUBMITTED,
    balanceCents: investor.balanceCents,
  };
  return { writes, body };
}

function fromBalance(investor: User, investment: Investment, referrerId: string | null, at: Date): PlannedMoneyWrite {
  const bonus = planReferralBonus(investment, investor, referrerId, at);
  const body: CreateInvestmentResponse = {
    investment: toInvestmentDto(investment),
    deposit: null,
    message: messages.investSucceeded,
    balanceCents: investor.balanceCents - investment.amountCents,
  };
  return {
    posting: rowDebit('investment', investment, investment.planName, at),
    following: bonus.following,
    writes: [
      notifyAfter('moved', {
        userId: investor.id,
        kind: 'investment_activated',
        message: `Your investment of ${formatUsd(investment.amountCents)} in the ${investment.planName} plan is active.`,
        params: { amountCents: investment.amountCents, plan: investment.planName },
        refType: 'investment',
        refId: investment.id,
      }),
      ...bonus.writes,
    ],
    body,
  };
}
