import { describe, expect, it } from 'vitest';
import { catalogueInstance, catalogueLanguages } from '../test-support/catalogue-instance';
import { plans } from '../test-support/screen-fixtures';
import { reasonOf } from '../components/feedback';
import { checkFunding } from '../features/invest/funding-check';
import { initialInvestFlow, type InvestFlowState } from '../features/invest/flow-state';
import { checkWithdrawal, type WithdrawalForm } from '../features/withdrawal/withdrawal-check';
import { checkMt4Form, type Mt4Form } from '../components/mt4/subscription-form';
import { isKnownMessage, messageText } from '../i18n/message-text';
import { CRYPTO_TYPES, USDT_NETWORKS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { VALID_ADDRESSES } from '../../../tests/support/account-fixtures';

const [starter, platinum] = plans as [(typeof plans)[number], (typeof plans)[number]];

const funding = (changes: Partial<InvestFlowState>) =>
  checkFunding({ ...initialInvestFlow, step: 'funding', plan: starter, amount: '500', fundingSource: 'balance', ...changes }, 300_00).error;

const withdrawal = (changes: Partial<WithdrawalForm>, balanceCents = 5000_00) =>
  checkWithdrawal({ cryptoType: 'BTC', walletAddress: VALID_ADDRESSES.btc_address, amount: '100', ...changes }, { balanceCents, withdrawalLimitCents: 1000_00 })
    .error;

const filledMt4: Mt4Form = { duration: 'Monthly', mt4Id: '501', password: 'secret', accountType: 'Live', currency: 'USD', leverage: '1:100', server: 'Live01' };
const mt4 = (changes: Partial<Mt4Form>, balanceCents = 10_000_00) => checkMt4Form({ ...filledMt4, ...changes }, balanceCents).error;

/** Everything the plans, invest, withdrawal, MT4 and history screens can show: their own checks, then the server's words. */
function messagesTheMoneyScreensShow(): string[] {
  const shown = [
    funding({ plan: null }),
    funding({ fundingSource: null }),
    funding({ amount: 'abc' }),
    funding({ fundingSource: 'deposit', paymentMethod: null }),
    funding({ amount: '50' }),
    funding({ amount: '1000' }),
    funding({ plan: platinum, amount: '1000' }),
    withdrawal({ walletAddress: ' ' }),
    withdrawal({ amount: '' }),
    withdrawal({ walletAddress: 'x'.repeat(201) }),
    ...CRYPTO_TYPES.map((cryptoType) => withdrawal({ cryptoType, walletAddress: 'not-an-address' })),
    ...USDT_NETWORKS.map((network) => withdrawal({ cryptoType: 'USDT', network, walletAddress: 'not-an-address' })),
    withdrawal({ network: 'TRC20' }),
    withdrawal({ codeKind: 'mailed' }),
    withdrawal({ codeKind: 'authenticator' }),
    withdrawal({ amount: '12.345' }),
    withdrawal({ amount: '49' }),
    withdrawal({ amount: '600' }, 500_00),
    withdrawal({ amount: '1000.01' }),
    mt4({ duration: '' }),
    mt4({ duration: 'Weekly' }),
    mt4({ mt4Id: '5'.repeat(65) }),
    mt4({ password: 'p'.repeat(129) }),
    mt4({}, 99_99),
  ];
  const notFilled = shown.filter((message) => message === undefined);
  if (notFilled.length) throw new Error(`${notFilled.length} checks passed that should have refused`);
  const unknownFailure = reasonOf({});
  return [
    ...(shown as string[]),
    messages.investSucceeded,
    messages.withdrawalSucceeded,
    messages.mt4Succeeded,
    messages.duplicateActivePlan('Platinum'),
    messages.activationFailed(unknownFailure),
    messages.investProcessingFailed(unknownFailure),
    messages.mt4Failed(unknownFailure),
    messages.withdrawalSubmitFailed,
    messages.notAuthenticated,
    // The server's answer when a plan was retired after the page loaded (src/server/investments/invest.ts).
    'Investment plan not found.',
    messages.plansLoadFailed,
    messages.investScreenLoadFailed,
    messages.dataLoadFailed,
    messages.transactionsLoadFailed,
    messages.noWalletAddress,
    messages.walletAddressCopied,
    messages.walletAddressCopyFailed,
  ];
}

describe('the messages catalogue and the money screens', () => {
  it('knows every message the money screens can show', () => {
    const shown = messagesTheMoneyScreensShow();
    expect(shown).toContain('Please enter a valid BTC address.');
    expect(shown.filter((message) => !isKnownMessage(message))).toEqual([]);
  });

  it.each(catalogueLanguages.filter((language) => language !== 'en'))('translates each of them into %s', async (language) => {
    const { t } = await catalogueInstance(language);
    expect(messagesTheMoneyScreensShow().filter((message) => messageText(t, message) === message)).toEqual([]);
  });
});
