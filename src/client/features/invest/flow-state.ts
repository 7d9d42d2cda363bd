import { INVEST_PROGRESS } from '../../../shared/constants';
import { centsToDollarString } from '../../../shared/money';
import type { PlanDto } from '../../../shared/schemas/plans';
import type { CreateInvestmentRequest, CreateInvestmentResponse, FundingSource } from '../../../shared/schemas/investments';

/**
 * The invest flow's steps: planSelection → funding → confirmation, then the submitted
 * outcome. Each action is honoured only in the step it belongs to, so no click can skip a step.
 */
export type InvestStep = 'planSelection' | 'funding' | 'confirmation' | 'submitted';

export interface FundingFields {
  /** The amount as typed, in dollars. */
  amount: string;
  fundingSource: FundingSource | null;
  paymentMethod: string | null;
}

export interface InvestFlowState extends FundingFields {
  step: InvestStep;
  plan: PlanDto | null;
  /** The request validation passed, with the one Idempotency-Key for this intent. */
  confirmed: { request: CreateInvestmentRequest; idempotencyKey: string } | null;
  result: CreateInvestmentResponse | null;
  depositModalOpen: boolean;
}

export type InvestFlowAction =
  | { type: 'choosePlan'; plan: PlanDto }
  | { type: 'editFunding'; changes: Partial<FundingFields> }
  | { type: 'fundingValidated'; request: CreateInvestmentRequest; idempotencyKey: string }
  | { type: 'back' }
  | { type: 'succeeded'; result: CreateInvestmentResponse }
  | { type: 'closeDepositModal' }
  | { type: 'startNew' };

export const initialInvestFlow: InvestFlowState = {
  step: 'planSelection',
  plan: null,
  amount: '',
  fundingSource: null,
  paymentMethod: null,
  confirmed: null,
  result: null,
  depositModalOpen: false,
};

export function investFlowReducer(state: InvestFlowState, action: InvestFlowAction): InvestFlowState {
  switch (action.type) {
    case 'choosePlan':
      if (state.step !== 'planSelection') return state;
      return { ...initialInvestFlow, step: 'funding', plan: action.plan, amount: centsToDollarString(action.plan.minCents) };
    case 'editFunding': {
      if (state.step !== 'funding') return state;
      const next = { ...state, ...action.changes };
      // A payment method belongs to a deposit request only.
      return next.fundingSource === 'deposit' ? next : { ...next, paymentMethod: null };
    }
    case 'fundingValidated':
      if (state.step !== 'funding') return state;
      return { ...state, step: 'confirmation', confirmed: { request: action.request, idempotencyKey: action.idempotencyKey } };
    case 'back':
      if (state.step === 'confirmation') return { ...state, step: 'funding', confirmed: null };
      if (state.step === 'funding') return initialInvestFlow;
      return state;
    case 'succeeded':
      if (state.step !== 'confirmation') return state;
      return { ...state, step: 'submitted', result: action.result, depositModalOpen: action.result.deposit !== null };
    case 'closeDepositModal':
      return { ...state, depositModalOpen: false };
    case 'startNew':
      return initialInvestFlow;
  }
}

export function progressOf(step: InvestStep): number {
  return step === 'submitted' ? INVEST_PROGRESS.confirmation : INVEST_PROGRESS[step];
}
