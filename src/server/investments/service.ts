import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { investments, type Investment } from '../db/schema';
import type { Page } from '../db/pagination';
import { badRequest } from '../errors';
import { lockUser, postLedgerEntry } from '../ledger/post-entry';
import { notify } from '../notifications/notify';
import { payReferralBonus } from '../referrals/bonus';
import { findActivePlan, referralBonusBpsOf } from '../plans/service';
import { findActivePaymentMethod } from '../payment-methods/service';
import { paymentUri } from '../payment-methods/payment-uri';
import { toDepositDto } from '../deposits/service';
import { listOwnRows } from '../transactions/own-rows';
import { duplicateActivePlan, isOneActivePerPlanViolation } from './one-active-violation';
import { requestDepositFor } from './deposit-request';
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

async function hasActiveInvestment(tx: Tx, userId: string, planId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.userId, userId), eq(investments.planId, planId), eq(investments.status, 'active')));
  return row !== undefined;
}

/**
 * Spec section 5 for "Confirm Investment", in its order, inside the caller's transaction. The user
 * row is locked before the duplicate and balance checks, so a concurrent purchase by the same
 * investor waits and then sees this one; the partial unique index backs the duplicate rule.
 */
export async function createInvestment(
  tx: Tx,
  userId: string,
  request: CreateInvestmentRequest,
  now: Date,
): Promise<CreateInvestmentResponse> {
  const plan = await findActivePlan(tx, request.planId);
  const amountViolation = planAmountViolation(plan, request.amountCents);
  if (amountViolation) throw badRequest('AMOUNT_OUT_OF_RANGE', amountViolation);
  const method = request.fundingSource === 'deposit' ? await findActivePaymentMethod(tx, request.paymentMethod ?? '') : null;

  const investor = await lockUser(tx, userId);
  if (await hasActiveInvestment(tx, userId, plan.id)) throw duplicateActivePlan(plan.name);
  if (!method && request.amountCents > investor.balanceCents) throw badRequest('INSUFFICIENT_BALANCE', messages.insufficientBalance);

  let investment: Investment;
  try {
    [investment] = (await tx
      .insert(investments)
      .values({
        userId,
        planId: plan.id,
        planName: plan.name,
        roiBps: plan.roiBps,
        durationDays: plan.durationDays,
        referralBonusBps: referralBonusBpsOf(plan),
        amountCents: request.amountCents,
        status: method ? 'unpaid' : 'active',
        activatedAt: method ? null : now,
      })
      .returning()) as [Investment];
  } catch (error) {
    if (isOneActivePerPlanViolation(error)) throw duplicateActivePlan(plan.name);
    throw error;
  }

  if (method) {
    const deposit = await requestDepositFor(tx, investor, investment, method);
    return {
      investment: toInvestmentDto(investment),
      deposit: { ...toDepositDto(deposit), paymentUri: paymentUri(method) },
      message: DEPOSIT_REQUEST_SUBMITTED,
      balanceCents: investor.balanceCents,
    };
  }

  const posted = await postLedgerEntry(tx, {
    userId,
    amountCents: -investment.amountCents,
    kind: 'investment',
    refType: 'investment',
    refId: investment.id,
    narration: investment.planName,
    uniqueKey: `investment:${investment.id}`,
  });
  await payReferralBonus(tx, investment);
  await notify(tx, {
    userId,
    kind: 'investment_activated',
    message: `Your investment of ${formatUsd(investment.amountCents)} in the ${investment.planName} plan is active.`,
    params: { amountCents: investment.amountCents, plan: investment.planName },
    refType: 'investment',
    refId: investment.id,
  });
  return {
    investment: toInvestmentDto(investment),
    deposit: null,
    message: messages.investSucceeded,
    balanceCents: posted!.balanceAfterCents,
  };
}
