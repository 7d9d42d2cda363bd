import type { InvestFlowState } from './flow-state';
import { messages } from '../../../shared/messages';
import { parseDollarsToCents } from '../../../shared/money';
import { createInvestmentRequest, PLAN_REQUIRED, type CreateInvestmentRequest } from '../../../shared/schemas/investments';
import { planAmountViolation } from '../../../shared/schemas/plans';

type FundingCheck = { request: CreateInvestmentRequest; error?: never } | { error: string; request?: never };

/**
 * The funding step's rules, with the server's own schema and messages, in the product's
 * order: funding source, amount, payment method, plan minimum and maximum, then the balance.
 */
export function checkFunding(state: InvestFlowState, balanceCents: number): FundingCheck {
  if (!state.plan) return { error: PLAN_REQUIRED };
  const parsed = createInvestmentRequest.safeParse({
    planId: state.plan.id,
    amountCents: parseDollarsToCents(state.amount) ?? Number.NaN,
    fundingSource: state.fundingSource ?? undefined,
    ...(state.fundingSource === 'deposit' && state.paymentMethod ? { paymentMethod: state.paymentMethod } : {}),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? messages.invalidAmount };
  const request = parsed.data;
  const violation = planAmountViolation(state.plan, request.amountCents);
  if (violation) return { error: violation };
  if (request.fundingSource === 'balance' && request.amountCents > balanceCents) return { error: messages.insufficientBalance };
  return { request };
}
