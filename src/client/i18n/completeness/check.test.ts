import { describe, expect, it } from 'vitest';
import { catalogueProblems, placeholders, pluralCategories, type FlatCatalogue } from './check';
import { isUniversal } from './universal-terms';

const english: FlatCatalogue = {
  'shell.balance': 'Balance',
  'support.mailbox': 'Write to us at <mailbox>{{email}}</mailbox>.',
  'withdrawal.fee': 'Fee ({{fee}})',
  'market.coin': 'BTC',
  'moneyUi.days_zero': '{{count}} days',
  'moneyUi.days_one': '{{count}} day',
  'moneyUi.days_other': '{{count}} days',
};
const check = (code: string, translated: FlatCatalogue, sameAsEnglish: string[] = []) =>
  catalogueProblems(code, english, translated, { sameAsEnglish: new Set(sameAsEnglish), isUniversal });

const polish: FlatCatalogue = {
  'shell.balance': 'Saldo',
  'support.mailbox': 'Napisz do nas: <mailbox>{{email}}</mailbox>.',
  'withdrawal.fee': 'Opłata ({{fee}})',
  'market.coin': 'BTC',
  'moneyUi.days_zero': '{{count}} dni',
  'moneyUi.days_one': '{{count}} dzień',
  'moneyUi.days_few': '{{count}} dni',
  'moneyUi.days_many': '{{count}} dni',
  'moneyUi.days_other': '{{count}} dnia',
};

describe('catalogue completeness check', () => {
  it('passes a complete catalogue with the plural forms its language needs', () => {
    expect(pluralCategories('pl').sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(check('pl', polish)).toEqual([]);
  });

  it('names missing, extra and untranslated keys', () => {
    const { 'shell.balance': _, ...withoutBalance } = polish;
    expect(check('pl', { ...withoutBalance, 'shell.extra': 'Nowy' })).toEqual(['missing key shell.balance', 'key shell.extra is not in English']);
    expect(check('pl', { ...polish, 'shell.balance': 'Balance' })).toEqual(['shell.balance is still English ("Balance")']);
    expect(check('pl', { ...polish, 'shell.balance': 'Balance' }, ['shell.balance'])).toEqual([]);
    expect(check('pl', { ...polish, 'shell.balance': '' })).toEqual(['empty value for shell.balance']);
  });

  it('names changed, dropped and added placeholders and tags', () => {
    expect(placeholders('At <mailbox>{{email}}</mailbox> {{ n, number }} $t(shell.balance)')).toEqual([
      '$t(shell.balance)',
      '</mailbox>',
      '<mailbox>',
      '{{email}}',
      '{{n}}',
    ]);
    expect(check('pl', { ...polish, 'withdrawal.fee': 'Opłata ({{oplata}})' })).toEqual([
      'withdrawal.fee drops {{fee}}',
      'withdrawal.fee adds {{oplata}}, which English does not have',
    ]);
    expect(check('pl', { ...polish, 'support.mailbox': 'Napisz do nas: {{email}}.' })).toEqual([
      'support.mailbox drops </mailbox>',
      'support.mailbox drops <mailbox>',
    ]);
  });

  it('asks for every CLDR plural category of the language and refuses forms nobody uses', () => {
    const { 'moneyUi.days_few': _, ...withoutFew } = polish;
    expect(check('pl', withoutFew)).toEqual(['missing plural form moneyUi.days_few (pl has the CLDR category "few")']);
    expect(check('pl', { ...polish, 'moneyUi.days_two': '{{count}} dni' })).toEqual([
      'plural form moneyUi.days_two is neither in English nor a CLDR category of pl',
    ]);
    // The form for many is compared with English's form for other, which shows the count.
    expect(check('pl', { ...polish, 'moneyUi.days_many': 'dni' })).toEqual(['moneyUi.days_many drops {{count}}']);
    // Japanese has one form; the zero form English writes stays, as i18next uses it for 0 everywhere.
    const {
      'moneyUi.days_one': _one,
      'moneyUi.days_few': _few,
      'moneyUi.days_many': _many,
      ...japanese
    }: FlatCatalogue = {
      ...polish,
      'moneyUi.days_zero': '{{count}} 日',
      'moneyUi.days_other': '{{count}} 日',
    };
    expect(check('ja', japanese)).toEqual([]);
    expect(check('ja', { ...japanese, 'moneyUi.days_few': '{{count}} 日' })).toEqual([
      'plural form moneyUi.days_few is neither in English nor a CLDR category of ja',
    ]);
    delete japanese['moneyUi.days_zero'];
    expect(check('ja', japanese)).toEqual(['missing key moneyUi.days_zero']);
  });

  it('lets tickers, product names and values without words stay as they are', () => {
    expect(isUniversal('BTC')).toBe(true);
    expect(isUniversal('MT4 ID')).toBe(true);
    expect(isUniversal('{{duration}} - {{price}}')).toBe(true);
    expect(isUniversal('Balance')).toBe(false);
    expect(isUniversal('USDT (TRC-20) wallet')).toBe(false);
  });
});
