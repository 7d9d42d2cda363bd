import { createElement as h, type ReactElement } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueInstance, catalogueLanguages, type CatalogueLanguage } from '../test-support/catalogue-instance';
import { renderHtml, renderText } from '../test-support/render-text';
import { FlashMessage } from '../components/FlashMessage';
import { deposit, investment, paymentMethods, plans, seededQueryClient, session } from '../test-support/screen-fixtures';
import { englishLeftovers, rawKeyPattern } from '../i18n/test-support/translation-check';
import BuyPlanPage from '../features/invest/BuyPlanPage';
import InvestFlowPage from '../features/invest/InvestFlowPage';
import { FundingStep } from '../features/invest/FundingStep';
import { ConfirmationStep } from '../features/invest/ConfirmationStep';
import { SubmittedStep } from '../features/invest/SubmittedStep';
import { initialInvestFlow, type InvestFlowState } from '../features/invest/flow-state';
import { checkWithdrawal } from '../features/withdrawal/withdrawal-check';
import { checkMt4Form } from '../components/mt4/subscription-form';
import { messages } from '../../shared/messages';
import WithdrawalPage from '../features/withdrawal/WithdrawalPage';
import DepositHistoryPage from '../features/history/DepositHistoryPage';
import WithdrawalHistoryPage from '../features/history/WithdrawalHistoryPage';
import RoiHistoryPage from '../features/history/RoiHistoryPage';
import TransactionsPage from '../features/history/TransactionsPage';
import { HistoryTable } from '../features/history/HistoryTable';
import { DepositInstructions } from '../components/deposit/DepositInstructions';
import { TransactionIdForm } from '../components/deposit/TransactionIdForm';
import { otherTransactionColumns, withdrawalTabColumns } from '../features/history/columns';
import { otherTransactionsQuery, withdrawalsQuery } from '../features/history/queries';
import type { WithdrawalDto } from '../../shared/schemas/withdrawals';
import type { OtherTransactionDto } from '../../shared/schemas/transactions';
import type { DepositQuoteDto } from '../../shared/schemas/deposits';

/** The catalogue areas the investor money screens show. */
const SECTIONS = ['moneyUi', 'plans', 'invest', 'withdrawal', 'mt4', 'history', 'messages'] as const;
const RAW_KEY = rawKeyPattern(SECTIONS);

const noop = () => {};
const byDeposit: InvestFlowState = {
  ...initialInvestFlow,
  step: 'confirmation',
  plan: plans[1],
  amount: '1000',
  fundingSource: 'deposit',
  paymentMethod: 'Bitcoin',
  confirmed: { request: { planId: 2, amountCents: 1000_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' }, idempotencyKey: 'k' },
};
// The Transactions page renders only its open tab; the other tabs' tables are rendered on their own.
const WithdrawalsTab = () =>
  h(HistoryTable<WithdrawalDto>, { label: 'tab', result: useInfiniteQuery(withdrawalsQuery), columns: withdrawalTabColumns, emptyText: '' });
const OthersTab = () =>
  h(HistoryTable<OtherTransactionDto>, { label: 'tab', result: useInfiniteQuery(otherTransactionsQuery), columns: otherTransactionColumns, emptyText: '' });

const depositResult = {
  investment: { ...investment, status: 'unpaid' },
  deposit,
  message: '',
  balanceCents: 0,
};

// $1,000.00 at $94,123.50 a bitcoin, quoted until long after any test run (or long before it).
const quote: DepositQuoteDto = {
  coin: 'BTC',
  amount: '0.01062435',
  baseUnits: '1062435',
  rateCents: 9_412_350,
  rateAsOf: '2026-11-22T11:58:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
};
const quotedPayment = (quoted: DepositQuoteDto) => () =>
  h(
    'div',
    null,
    h(DepositInstructions, {
      methodName: 'Bitcoin',
      paymentUri: 'bitcoin:bc1qplatform?amount=0.01062435',
      amountCents: 1000_00,
      quote: quoted,
      beforeConfirming: false,
    }),
    h(TransactionIdForm, { deposit }),
  );

/** The investor money screens; lists are filled unless the name says empty. */
const screens: Array<[string, () => ReactElement, { emptyLists?: boolean }?]> = [
  ['plans page', () => h(BuyPlanPage)],
  ['invest flow, step 1', () => h(InvestFlowPage)],
  [
    'invest flow, step 2',
    () =>
      h(FundingStep, {
        state: { ...byDeposit, step: 'funding', confirmed: null },
        balanceCents: session.user.balanceCents,
        paymentMethods,
        message: null,
        onChange: noop,
        onBack: noop,
        onContinue: noop,
      }),
  ],
  ['invest flow, step 3', () => h(ConfirmationStep, { state: byDeposit, paymentMethod: paymentMethods[0], busy: false, onBack: noop, onConfirm: noop })],
  ['invest flow, step 3 busy', () => h(ConfirmationStep, { state: byDeposit, paymentMethod: paymentMethods[0], busy: true, onBack: noop, onConfirm: noop })],
  ['invest flow, deposit submitted', () => h(SubmittedStep, { result: depositResult, onStartNew: noop })],
  ['invest flow, balance investment submitted', () => h(SubmittedStep, { result: { ...depositResult, investment, deposit: null }, onStartNew: noop })],
  [
    'deposit instructions before confirming, with a live feed',
    () => h(DepositInstructions, { methodName: 'Bitcoin', paymentUri: 'bitcoin:bc1qplatform', amountCents: 1000_00, beforeConfirming: true, liveRate: true }),
  ],
  ['deposit payment, quoted', quotedPayment(quote)],
  ['deposit payment, quote expired', quotedPayment({ ...quote, expiresAt: '2020-01-01T00:00:00.000Z' })],
  ['withdrawal page', () => h(WithdrawalPage)],
  ['deposit history', () => h(DepositHistoryPage)],
  ['deposit history, empty', () => h(DepositHistoryPage), { emptyLists: true }],
  ['withdrawal history', () => h(WithdrawalHistoryPage)],
  ['ROI history', () => h(RoiHistoryPage)],
  ['transactions', () => h(TransactionsPage)],
  ['transactions, empty', () => h(TransactionsPage), { emptyLists: true }],
  ['transactions, withdrawals tab', () => h(WithdrawalsTab)],
  ['transactions, others tab', () => h(OthersTab)],
];

async function screenText(language: CatalogueLanguage, name: string): Promise<string> {
  const [, screen, options] = screens.find(([screenName]) => screenName === name)!;
  return renderText(screen(), await catalogueInstance(language), seededQueryClient(options));
}

describe('investor money screens in English keep the spec wording', () => {
  it.each([
    [
      'plans page',
      [
        'Investment Plans',
        'Available balance: $1,250.00',
        'Minimum $100.00',
        'Maximum Unlimited',
        'Cumulative Profit 30%',
        'Referral Bonus 5%',
        'Duration 1 day',
        'Duration 30 days',
        'Amount to invest',
        'Invest Now',
        'Read the full risk disclosure .',
      ],
    ],
    ['invest flow, step 1', ['Invest', 'Step 1 of 3: Select Plan', 'Investment progress', 'Choose Plan']],
    [
      'invest flow, step 2',
      [
        'Plan: Platinum',
        'Funding source',
        'Account balance ($1,250.00 available)',
        'Deposit request (pay by cryptocurrency)',
        'Payment method',
        'Select a payment method',
        'Back',
        'Continue',
      ],
    ],
    [
      'invest flow, step 3',
      [
        'Plan Platinum',
        'Amount $1,000.00',
        'Funding source Deposit request',
        'Payment method Bitcoin',
        'Cumulative Profit 30%',
        'Duration 30 days',
        'Bitcoin wallet address',
        'Copy Address',
        'Confirm Investment',
        'QR code for the Bitcoin wallet address',
        'Investment details',
      ],
    ],
    ['invest flow, step 3 busy', ['Processing...']],
    ['invest flow, deposit submitted', ['Your Platinum investment of $1,000.00 starts once your Bitcoin deposit is confirmed.', 'Start New Investment']],
    ['invest flow, balance investment submitted', ['Your Platinum investment of $1,000.00 is active.']],
    ['withdrawal page', ['Withdraw Funds', 'Cryptocurrency', 'Wallet address', 'Minimum: $50.00 · Maximum: $1,000.00 · Fee: 2.5%', 'Request Withdrawal']],
    [
      'deposit instructions before confirming, with a live feed',
      ['Amount: $1,000.00. When you confirm, it is converted at the live market rate into the exact amount of crypto to send.'],
    ],
    [
      'deposit payment, quoted',
      [
        'Network: Bitcoin network.',
        'Send exactly 0.01062435 BTC by ',
        'Rate: 1 BTC = $94,123.50, from the market feed at ',
        'The operator credits $1,000.00, the amount of your deposit.',
        'Transaction ID (optional)',
        'Save transaction ID',
      ],
    ],
    ['deposit payment, quote expired', ['This quote expired at ', 'send crypto worth $1,000.00 at your wallet', 'the operator credits $1,000.00']],
    ['deposit history', ['Deposit History', 'Amount Method Status Date', '$200.00 Bitcoin Pending Payment details Mar 4, 2025', 'Deposit history']],
    ['deposit history, empty', ['No deposit history found.']],
    ['withdrawal history', ['Withdrawal History', 'Amount Pay Type Status Date', '$200.00 bc1qpayout Completed', 'Withdrawal history']],
    [
      'ROI history',
      ['ROI History', 'Profit Tracker', 'Plan Amount ROI Duration Status Date Created', 'Platinum $1,000.00 30% 30 days Active', '30 days Unpaid'],
    ],
    [
      'transactions',
      [
        'Transactions on Your Account',
        'Available balance: $1,250.00',
        'Subscribe to Trading',
        'Deposits Withdrawals Investments Others',
        'Amount Payment Mode Status Date Created',
        '$200.00 Bitcoin Pending Payment details',
      ],
    ],
    ['transactions, empty', ['No deposits found.']],
    ['transactions, withdrawals tab', ['Amount Requested Amount + Charges Receiving Mode Status Date Created', '$200.00 $205.00 BTC Completed']],
    ['transactions, others tab', ['Amount Type Plan/Narration Date Created', '$5.00 Referral Bonus Platinum', '-$100.00 MT4 Subscription Monthly']],
  ])('%s', async (name, expected) => {
    const text = await screenText('en', name);
    for (const phrase of expected) expect(text).toContain(phrase);
  });
});

describe.each(catalogueLanguages)('investor money screens in %s', (language) => {
  it.each(screens.map(([name]) => name))('%s shows every word from the catalogue', async (name) => {
    const text = await screenText(language, name);
    expect(text).not.toMatch(RAW_KEY);
    expect(await englishLeftovers(text, language, SECTIONS)).toEqual([]);
  });
});

describe('durations follow each language’s plural forms', () => {
  it.each([
    ['en', '1 day', '30 days'],
    ['es', '1 día', '30 días'],
    ['de', '1 Tag', '30 Tage'],
    ['ar', 'يوم واحد', '30 يومًا'],
  ] as const)('%s', async (language, one, thirty) => {
    const text = await screenText(language, 'plans page');
    expect(text).toContain(one);
    expect(text).toContain(thirty);
  });
});

/** A page's message area as its reader meets it: the words, and whether it is announced as a status (green) or an alert (red). */
async function messageArea(language: CatalogueLanguage, message: string) {
  const i18n = await catalogueInstance(language);
  const html = renderHtml(h(FlashMessage, { message }), i18n);
  return {
    text: renderText(h(FlashMessage, { message }), i18n),
    role: /role="(status|alert)"/.exec(html)?.[1],
    colour: /--mantine-color-(green|red)/.exec(html)?.[1],
  };
}

describe('the money screens’ messages, for a Spanish reader', () => {
  it('withdrawal: a refused address in red, the submitted withdrawal in green', async () => {
    const refused = checkWithdrawal({ cryptoType: 'BTC', walletAddress: 'bc1q', amount: '100' }, { balanceCents: 5000_00, withdrawalLimitCents: 1000_00 })
      .error!;
    expect(refused).toBe('Please enter a valid BTC address.');
    expect(await messageArea('es', refused)).toEqual({ text: 'Introduzca una dirección BTC válida.', role: 'alert', colour: 'red' });
    expect(await messageArea('es', messages.withdrawalSucceeded)).toEqual({ text: 'Retiro enviado con éxito.', role: 'status', colour: 'green' });
    expect(await messageArea('es', messages.aboveWithdrawalLimit(1000_00))).toMatchObject({
      text: 'El importe supera el límite de retiro de $1,000.00.',
      role: 'alert',
    });
  });

  it('MT4: the dialog’s refusals and the server’s failure reason', async () => {
    const refused = checkMt4Form(
      { duration: 'Monthly', mt4Id: '501', password: 'p', accountType: 'Live', currency: 'USD', leverage: '1:100', server: 'S' },
      99_99,
    ).error!;
    expect(await messageArea('es', refused)).toEqual({ text: 'Saldo insuficiente para la suscripción.', role: 'alert', colour: 'red' });
    expect((await messageArea('es', messages.mt4Failed('Insufficient balance.'))).text).toBe('Error al enviar la suscripción MT4: Saldo insuficiente.');
  });

  it('English readers still read the spec’s words', async () => {
    expect(await messageArea('en', messages.withdrawalSucceeded)).toEqual({ text: 'Withdrawal submitted successfully.', role: 'status', colour: 'green' });
  });
});
