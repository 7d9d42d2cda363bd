import { describe, expect, it } from 'vitest';
import { checkCodeRequest, checkWithdrawal, type WithdrawalForm } from './withdrawal-check';
import { withdrawalHint } from './hint';
import { catalogueInstance, catalogueLanguages } from '../../test-support/catalogue-instance';

const form = (changes: Partial<WithdrawalForm>): WithdrawalForm => ({
  cryptoType: 'BTC',
  walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  amount: '100',
  ...changes,
});
const context = { balanceCents: 5000_00, withdrawalLimitCents: 1000_00 };

describe('withdrawal page checks and their messages', () => {
  it('requires the wallet address and the amount', () => {
    expect(checkWithdrawal(form({ walletAddress: '  ' }), context).error).toBe('All fields are required.');
    expect(checkWithdrawal(form({ amount: '' }), context).error).toBe('All fields are required.');
  });

  it("refuses an address that is not the chosen coin's, or that a one-character typo broke", () => {
    expect(checkWithdrawal(form({ cryptoType: 'ETH' }), context).error).toBe('Please enter a valid ETH address.');
    expect(checkWithdrawal(form({ walletAddress: 'bc1q' }), context).error).toBe('Please enter a valid BTC address.');
    expect(checkWithdrawal(form({ walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp' }), context).error).toBe('Please enter a valid BTC address.');
    expect(checkWithdrawal(form({ walletAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3' }), context).error).toBe('Please enter a valid BTC address.');
  });

  it.each([['abc'], ['0'], ['12.345'], ['-60']])('refuses the amount %j', (amount) => {
    expect(checkWithdrawal(form({ amount }), context).error).toBe('Please enter a valid amount.');
  });

  it('holds the amount between $50 and the lesser of the limit and the coin cap, within the balance', () => {
    expect(checkWithdrawal(form({ amount: '49.99' }), context).error).toBe('Amount must be at least $50.');
    expect(checkWithdrawal(form({ amount: '600' }), { ...context, balanceCents: 599_99 }).error).toBe('Insufficient balance.');
    expect(checkWithdrawal(form({ amount: '1000.01' }), context).error).toBe('Amount exceeds the withdrawal limit of $1,000.00.');
    const highLimit = { balanceCents: 50_000_00, withdrawalLimitCents: 20_000_00 };
    expect(checkWithdrawal(form({ amount: '10000.01' }), highLimit).error).toBe('Amount exceeds the withdrawal limit of $10,000.00.');
    expect(
      checkWithdrawal(form({ cryptoType: 'ETH', walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', amount: '10000.01' }), highLimit).request,
    ).toEqual({
      cryptoType: 'ETH',
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      amountCents: 10_000_01,
    });
  });

  it('refuses one rule at a time, the first broken in the order fields, valid amount, $50, balance, limit, at the amount field', () => {
    const investor = { balanceCents: 4740_00, withdrawalLimitCents: 1000_00 };
    expect(checkWithdrawal(form({ walletAddress: '', amount: 'abc' }), investor).error).toBe('All fields are required.');
    expect(checkWithdrawal(form({ walletAddress: '', amount: '6000' }), investor).error).toBe('All fields are required.');
    expect(checkWithdrawal(form({ amount: '6000' }), investor)).toEqual({ field: 'amount', error: 'Insufficient balance.' });
    expect(checkWithdrawal(form({ amount: '1500' }), investor)).toEqual({ field: 'amount', error: 'Amount exceeds the withdrawal limit of $1,000.00.' });
    const poor = { balanceCents: 30_00, withdrawalLimitCents: 20_00 };
    expect(checkWithdrawal(form({ amount: '40' }), poor).error).toBe('Amount must be at least $50.');
    expect(checkWithdrawal(form({ amount: '60' }), poor).error).toBe('Insufficient balance.');
  });

  it('puts a missing or wrong address at the address field', () => {
    expect(checkWithdrawal(form({ walletAddress: '' }), context)).toMatchObject({ field: 'walletAddress', error: 'All fields are required.' });
    expect(checkWithdrawal(form({ walletAddress: 'bc1q' }), context)).toMatchObject({ field: 'walletAddress' });
  });

  it('asks USDT for its network, at the network field, and checks the address against it', () => {
    const usdt = (changes: Partial<WithdrawalForm>) => form({ cryptoType: 'USDT', walletAddress: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', ...changes });
    expect(checkWithdrawal(usdt({}), context)).toMatchObject({ field: 'network', error: 'Please choose the USDT network: TRC-20 or ERC-20.' });
    expect(checkWithdrawal(usdt({ network: 'ERC20' }), context)).toMatchObject({ field: 'walletAddress', error: 'Please enter a valid USDT ERC-20 address.' });
    expect(checkWithdrawal(usdt({ network: 'TRC20' }), context).request).toMatchObject({ cryptoType: 'USDT', network: 'TRC20' });
    expect(checkWithdrawal(form({ network: 'TRC20' }), context)).toMatchObject({ field: 'network', error: 'Only a USDT withdrawal names a network.' });
  });

  it('asks for the code the investor confirms with: the mailed one, or with two-factor sign-in the authenticator', () => {
    expect(checkWithdrawal(form({ codeKind: 'mailed', confirmationCode: ' ' }), context)).toMatchObject({
      field: 'confirmationCode',
      error: 'Please enter the confirmation code we emailed you.',
    });
    expect(checkWithdrawal(form({ codeKind: 'authenticator' }), context).error).toBe('Please enter the code from your authenticator app.');
    expect(checkWithdrawal(form({ codeKind: 'authenticator', confirmationCode: '123456' }), context).request?.confirmationCode).toBe('123456');
    expect(checkWithdrawal(form({ confirmationCode: '123456' }), context).request).not.toHaveProperty('confirmationCode');
  });

  it('asks a mailed code only for a withdrawal the rules allow, and for its details alone', () => {
    expect(checkCodeRequest(form({ amount: '49' }), context)).toMatchObject({ field: 'amount', error: 'Amount must be at least $50.' });
    expect(checkCodeRequest(form({ walletAddress: 'bc1q' }), context)).toMatchObject({ field: 'walletAddress' });
    expect(checkCodeRequest(form({ codeKind: 'mailed', confirmationCode: '' }), context).request).toEqual({
      cryptoType: 'BTC',
      walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amountCents: 100_00,
    });
  });

  it('sends the amount in whole cents', () => {
    expect(checkWithdrawal(form({ amount: '50.1' }), context).request?.amountCents).toBe(50_10);
  });

  it('hints the minimum, the maximum and the fee', async () => {
    const i18n = await catalogueInstance('en');
    expect(withdrawalHint(i18n, { withdrawalLimitCents: 1000_00, withdrawalFeeBps: 0 }, 'BTC')).toBe('Minimum: $50.00 · Maximum: $1,000.00 · Fee: 0%');
    expect(withdrawalHint(i18n, { withdrawalLimitCents: 50_000_00, withdrawalFeeBps: 250 }, 'BTC')).toBe('Minimum: $50.00 · Maximum: $10,000.00 · Fee: 2.5%');
    expect(withdrawalHint(i18n, { withdrawalLimitCents: 50_000_00, withdrawalFeeBps: 250 }, 'ETH')).toContain('Maximum: $50,000.00');
  });

  // Amounts stay in the spec's USD form; the percentage follows the language (Intl).
  it.each(catalogueLanguages)('hints all three figures in %s', async (language) => {
    const hint = withdrawalHint(await catalogueInstance(language), { withdrawalLimitCents: 10_000_00, withdrawalFeeBps: 250 }, 'BTC');
    const fee = { en: '2.5%', es: '2,5\u00a0%', fr: '2,5\u00a0%', de: '2,5\u00a0%', pt: '2,5%', ar: '2.5\u200e%\u200e' }[language];
    for (const figure of ['$50.00', '$10,000.00', fee]) expect(hint).toContain(figure);
  });
});
