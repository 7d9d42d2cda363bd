import { describe, expect, it } from 'vitest';
import { initialInvestFlow, investFlowReducer, progressOf, type InvestFlowAction, type InvestFlowState } from './flow-state';
import { checkFunding } from './funding-check';
import type { PlanDto } from '../../../shared/schemas/plans';
import type { CreateInvestmentResponse } from '../../../shared/schemas/investments';

const silver: PlanDto = { id: 2, name: 'Silver', minCents: 1000_00, maxCents: 4999_99, roiBps: 2000, referralBonusBps: 500, durationDays: 14 };
const platinum: PlanDto = { ...silver, id: 4, name: 'Platinum', minCents: 20_000_00, maxCents: null };

const run = (...actions: InvestFlowAction[]): InvestFlowState => actions.reduce(investFlowReducer, initialInvestFlow);

const depositFunding: InvestFlowAction = { type: 'editFunding', changes: { fundingSource: 'deposit', paymentMethod: 'Bitcoin' } };
const depositRequest = { planId: 2, amountCents: 1000_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' } as const;
const validated: InvestFlowAction = { type: 'fundingValidated', request: depositRequest, idempotencyKey: 'intent-1' };
const response = (withDeposit: boolean): CreateInvestmentResponse => ({
  investment: {
    id: 'inv-1',
    planId: 2,
    planName: 'Silver',
    amountCents: 1000_00,
    roiBps: 2000,
    durationDays: 14,
    referralBonusBps: 500,
    status: withDeposit ? 'unpaid' : 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    activatedAt: null,
    completedAt: null,
  },
  deposit: withDeposit
    ? {
        id: 'dep-1',
        amountCents: 1000_00,
        method: 'Bitcoin',
        walletAddress: 'bc1qexample',
        quote: null,
        coinAmount: null,
        checkoutUrl: null,
        txId: null,
        status: 'pending',
        investmentId: 'inv-1',
        createdAt: '2026-01-01T00:00:00.000Z',
        paymentUri: 'bitcoin:bc1qexample',
      }
    : null,
  message: 'Investment activated successfully!',
  balanceCents: 0,
});

describe('invest flow transitions: plan selection, funding, confirmation, submitted', () => {
  it('starts at plan selection with the progress bar at 33 %', () => {
    expect(initialInvestFlow.step).toBe('planSelection');
    expect(progressOf('planSelection')).toBe(33);
    expect(progressOf('funding')).toBe(66);
    expect(progressOf('confirmation')).toBe(100);
    expect(progressOf('submitted')).toBe(100);
  });

  it('choosing a plan moves to funding and presets the amount to the plan minimum', () => {
    const state = run({ type: 'choosePlan', plan: silver });
    expect(state).toMatchObject({ step: 'funding', plan: silver, amount: '1000.00', fundingSource: null, paymentMethod: null });
  });

  it('confirmation is reached only from a validated funding step', () => {
    expect(run(validated)).toEqual(initialInvestFlow);
    const state = run({ type: 'choosePlan', plan: silver }, depositFunding, validated);
    expect(state.step).toBe('confirmation');
    expect(state.confirmed).toEqual({ request: depositRequest, idempotencyKey: 'intent-1' });
  });

  it('back from confirmation returns to funding with the entries kept and the intent dropped', () => {
    const state = run({ type: 'choosePlan', plan: silver }, depositFunding, validated, { type: 'back' });
    expect(state).toMatchObject({ step: 'funding', plan: silver, fundingSource: 'deposit', paymentMethod: 'Bitcoin', confirmed: null });
  });

  it('back from funding clears plan, amount, source and method and returns to plan selection', () => {
    const state = run({ type: 'choosePlan', plan: silver }, depositFunding, { type: 'back' });
    expect(state).toEqual(initialInvestFlow);
  });

  it('switching the source to the balance drops the payment method', () => {
    const state = run({ type: 'choosePlan', plan: silver }, depositFunding, { type: 'editFunding', changes: { fundingSource: 'balance' } });
    expect(state).toMatchObject({ fundingSource: 'balance', paymentMethod: null });
  });

  it('ignores actions that do not belong to the current step', () => {
    const funding = run({ type: 'choosePlan', plan: silver });
    expect(investFlowReducer(funding, { type: 'choosePlan', plan: platinum })).toBe(funding);
    const confirming = run({ type: 'choosePlan', plan: silver }, depositFunding, validated);
    expect(investFlowReducer(confirming, { type: 'editFunding', changes: { amount: '5' } })).toBe(confirming);
    expect(investFlowReducer(funding, { type: 'succeeded', result: response(false) })).toBe(funding);
  });

  it('a deposit request opens the submitted modal; a balance investment does not', () => {
    const confirming = run({ type: 'choosePlan', plan: silver }, depositFunding, validated);
    const byDeposit = investFlowReducer(confirming, { type: 'succeeded', result: response(true) });
    expect(byDeposit).toMatchObject({ step: 'submitted', depositModalOpen: true });
    expect(investFlowReducer(byDeposit, { type: 'closeDepositModal' })).toMatchObject({ step: 'submitted', depositModalOpen: false });
    const fromBalance = investFlowReducer(confirming, { type: 'succeeded', result: response(false) });
    expect(fromBalance).toMatchObject({ step: 'submitted', depositModalOpen: false });
  });

  it('Start New Investment resets everything', () => {
    const done = run({ type: 'choosePlan', plan: silver }, depositFunding, validated, { type: 'succeeded', result: response(true) });
    expect(investFlowReducer(done, { type: 'startNew' })).toEqual(initialInvestFlow);
  });
});

describe('funding step checks and their messages', () => {
  const funding = (changes: Partial<InvestFlowState>, plan: PlanDto = silver): InvestFlowState => ({
    ...run({ type: 'choosePlan', plan }),
    ...changes,
  });

  it('asks for a funding source first', () => {
    expect(checkFunding(funding({ amount: 'abc' }), 10_000_00).error).toBe('Please select a funding source.');
  });

  it.each([['abc'], ['0'], ['-5'], ['10.001'], ['']])('refuses the amount %j', (amount) => {
    expect(checkFunding(funding({ amount, fundingSource: 'balance' }), 10_000_00).error).toBe('Please enter a valid amount.');
  });

  it('asks for a payment method when paying by deposit', () => {
    expect(checkFunding(funding({ fundingSource: 'deposit' }), 0).error).toBe('Please select a payment method.');
  });

  it('holds the amount between the plan minimum and maximum', () => {
    expect(checkFunding(funding({ amount: '999.99', fundingSource: 'deposit', paymentMethod: 'Bitcoin' }), 0).error).toBe('Amount must be at least $1,000.00.');
    expect(checkFunding(funding({ amount: '5000', fundingSource: 'deposit', paymentMethod: 'Bitcoin' }), 0).error).toBe('Amount cannot exceed $4,999.99.');
    expect(checkFunding(funding({ amount: '1000000', fundingSource: 'deposit', paymentMethod: 'Bitcoin' }, platinum), 0).request).toMatchObject({
      amountCents: 1_000_000_00,
    });
  });

  it('refuses more than the balance only when paying from it', () => {
    expect(checkFunding(funding({ amount: '1000.01', fundingSource: 'balance' }), 1000_00).error).toBe('Insufficient balance.');
    expect(checkFunding(funding({ amount: '1000.00', fundingSource: 'balance' }), 1000_00).request).toEqual({
      planId: 2,
      amountCents: 1000_00,
      fundingSource: 'balance',
    });
    expect(checkFunding(funding({ amount: '1000.01', fundingSource: 'deposit', paymentMethod: 'Bitcoin' }), 0).request).toEqual({
      planId: 2,
      amountCents: 1000_01,
      fundingSource: 'deposit',
      paymentMethod: 'Bitcoin',
    });
  });
});
