import type { Queryable } from '../db/client';
import { investments, users, type Investment, type User } from '../db/schema';
import { newRowId } from '../db/schema/row-id';
import { AppError, badRequest, notFound } from '../errors';
import { rowDebit } from '../money/row-posting';
import { post } from '../money/post-entry';
import { findReferrerId, payReferralBonusAfter } from '../referrals/bonus';
import { referralBonusBpsOf } from '../plans/referral-bonus';
import { paymentUri, quotedPaymentUri } from '../../shared/payment-uri';
import { quoteDeposit } from '../deposits/quote';
import type { MarketDataProvider } from '../market/provider';
import { sampleMarketProvider } from '../market/sample-provider';
import { toDepositDto } from '../deposits/list';
import { MoneyStatement, type Condition, type Step } from '../money/statement';
import { notifyAfter } from '../money/effects';
import type { MoneyOperation } from '../money/run';
import { name, qualified, sql } from '../money/trusted-sql';
import { duplicateActivePlan, isOneActivePerPlanViolation } from './one-active-violation';
import { requestDepositAfter, type DepositPayment } from './deposit-request';
import { lastReadInvestmentTerms, readInvestmentTerms, type InvestmentTerms, type MethodTerms } from './terms';
import { investmentTermsHold } from './terms-conditions';
import { messages } from '../../shared/messages';
import { depositNetwork } from '../../shared/deposit-network';
import { formatUsd } from '../../shared/money';
import { planAmountViolation } from '../../shared/schemas/plans';
import { DEPOSIT_REQUEST_SUBMITTED, type CreateInvestmentRequest, type CreateInvestmentResponse } from '../../shared/schemas/investments';
import { toInvestmentDto } from './list';
import { methodCoin } from '../../shared/method-coin';
import { withoutProcessors, type DepositInvoicing } from '../payments/deposit-invoice';
import type { ProcessorCoin } from '../../shared/method-coin';

/** Which terms a purchase is planned from: the ones read last (verified by its statement) or fresh. */
export type TermsReading = 'last read' | 'fresh';

/**
 * The checks of "Confirm Investment", in their order, applied to a reading of the investor's
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
  market: MarketDataProvider = sampleMarketProvider,
  invoicing: DepositInvoicing = withoutProcessors,
): Promise<MoneyOperation> {
  const method = request.fundingSource === 'deposit' ? request.paymentMethod : undefined;
  const lastRead = reading === 'last read' ? lastReadInvestmentTerms(db, request.planId, method) : undefined;
  if (lastRead) {
    try {
      return await planFromTerms(db, investor, request, at, lastRead, market, invoicing);
    } catch (refusal) {
      if (!(refusal instanceof AppError)) throw refusal;
    }
  }
  return planFromTerms(db, investor, request, at, await readInvestmentTerms(db, investor.id, request.planId, method), market, invoicing);
}

/**
 * Where a deposit by `method` is paid: the invoice of the processor handling its coin, or the
 * operator's address, with the QR code and the crypto amount quoted when the market feed has a live
 * price. A method with neither was refused before.
 */
async function depositPayment(
  market: MarketDataProvider,
  method: MethodTerms,
  invoiced: ProcessorCoin | null,
  invoicing: DepositInvoicing,
  amountCents: number,
  at: Date,
): Promise<DepositPayment> {
  if (invoiced) return { invoice: await invoicing.invoice(invoiced, amountCents) };
  const payTo = { ...method, walletAddress: method.walletAddress ?? '' };
  const network = depositNetwork(method.name, paymentUri(payTo));
  const quote = await quoteDeposit(market, network, amountCents, at);
  return { walletAddress: payTo.walletAddress, uri: quote && network ? quotedPaymentUri(network, payTo.walletAddress, quote) : paymentUri(payTo), quote };
}

async function planFromTerms(
  db: Queryable,
  investor: User,
  request: CreateInvestmentRequest,
  at: Date,
  terms: InvestmentTerms | undefined,
  market: MarketDataProvider,
  invoicing: DepositInvoicing,
): Promise<MoneyOperation> {
  const byDepositRequest = request.fundingSource === 'deposit';
  if (!terms) throw notFound('Investment plan not found.');
  const { plan, hasActive } = terms;
  const amountViolation = planAmountViolation(plan, request.amountCents);
  if (amountViolation) throw badRequest('AMOUNT_OUT_OF_RANGE', amountViolation);
  const method = byDepositRequest ? terms.method : null;
  // A method whose coin a processor handles needs no address of the operator's: each deposit gets its invoice's.
  const coin = method ? methodCoin(method) : null;
  const invoiced = invoicing.handles(coin) ? coin : null;
  if (byDepositRequest && !(method && (invoiced || method.walletAddress))) throw badRequest('UNKNOWN_PAYMENT_METHOD', messages.noPaymentMethod);
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
    paidPeriods: 0,
    nextDueAt: null,
  };
  const conditions = investmentTermsHold(investor.id, plan, method, byDepositRequest);
  const statement = new MoneyStatement();
  const operation = method
    ? byDeposit(statement, investor, investment, method, await depositPayment(market, method, invoiced, invoicing, investment.amountCents, at), conditions)
    : fromBalance(statement, investor, investment, conditions, await findReferrerId(db, investor), at);
  // A method, not an arrow-function property, which tsx would name anew on every request.
  return {
    ...operation,
    refusalOf(error) {
      return isOneActivePerPlanViolation(error) ? duplicateActivePlan(plan.name) : undefined;
    },
  };
}

/** A purchase that moves no money still waits on the investor's row as it is, while the plan's conditions hold. */
function investorRowWhile(statement: MoneyStatement, userId: string, conditions: Condition[]): Step {
  return statement.step('unmoved', (s) => {
    s.text(sql`select ${qualified(users, users.id)}, ${qualified(users, users.balanceCents)} from ${name(users)} where ${qualified(users, users.id)} = `).value(
      userId,
      users.id,
    );
    for (const condition of conditions) condition(s.text(sql` and `));
  });
}

function byDeposit(
  statement: MoneyStatement,
  investor: User,
  investment: Investment,
  method: MethodTerms,
  payment: DepositPayment,
  conditions: Condition[],
): MoneyOperation {
  const unmoved = investorRowWhile(statement, investor.id, conditions);
  statement.insertAfter(unmoved, investments, investment);
  const deposit = requestDepositAfter(statement, unmoved, investor, investment, method, payment);
  const body: CreateInvestmentResponse = {
    investment: toInvestmentDto(investment),
    deposit: toDepositDto(deposit),
    message: DEPOSIT_REQUEST_SUBMITTED,
    balanceCents: investor.balanceCents,
  };
  return { name: 'investment-by-deposit-request', statement, done: unmoved, outcome: body, computed: { balanceCents: unmoved.column(users.balanceCents) } };
}

function fromBalance(
  statement: MoneyStatement,
  investor: User,
  investment: Investment,
  conditions: Condition[],
  referrerId: string | null,
  at: Date,
): MoneyOperation {
  const { moved } = post(statement, rowDebit('investment', investment, investment.planName, at), { conditions });
  statement.insertAfter(moved, investments, investment);
  notifyAfter(statement, moved, {
    userId: investor.id,
    kind: 'investment_activated',
    message: `Your investment of ${formatUsd(investment.amountCents)} in the ${investment.planName} plan is active.`,
    params: { amountCents: investment.amountCents, plan: investment.planName },
    refType: 'investment',
    refId: investment.id,
  });
  payReferralBonusAfter(statement, moved, investment, investor, referrerId, at);
  const body: CreateInvestmentResponse = {
    investment: toInvestmentDto(investment),
    deposit: null,
    message: messages.investSucceeded,
    balanceCents: investor.balanceCents - investment.amountCents,
  };
  return { name: 'investment-from-balance', statement, done: moved, outcome: body, computed: { balanceCents: moved.column(users.balanceCents) } };
}
