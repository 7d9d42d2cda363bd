import { describe, expect, it } from 'vitest';
import { catalogueInstance, catalogueLanguages } from '../../test-support/catalogue-instance';
import { notificationBody } from './notification-body';
import type { NotificationParams } from '../../../shared/schemas/notifications';

const withdrawal = {
  kind: 'withdrawal_submitted',
  message: 'Your withdrawal of $1,234.56 to BTC is pending.',
  params: { amountCents: 1234_56, coin: 'BTC' },
};

/** One notification of every sentence the server writes (each kind, each variant). */
const everySentence: Array<[string, NotificationParams]> = [
  ['deposit_requested', { amountCents: 250_00, method: 'Bitcoin', plan: 'Starter' }],
  ['deposit_approved', { amountCents: 250_00, method: 'Bitcoin' }],
  ['deposit_approved', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentUnchanged', plan: 'Starter', status: 'completed' }],
  ['deposit_approved', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentUncovered', plan: 'Starter' }],
  ['deposit_approved', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentDuplicate', plan: 'Starter' }],
  ['deposit_rejected', { amountCents: 250_00, method: 'Bitcoin', reason: 'No payment' }],
  ['deposit_rejected', { amountCents: 250_00, method: 'Bitcoin', reason: 'No payment', context: 'investmentCancelled', plan: 'Starter' }],
  ['investment_activated', { amountCents: 250_00, plan: 'Starter' }],
  ['investment_activated', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentFunded', plan: 'Starter', investmentAmountCents: 250_00 }],
  ['investment_activated', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentUnchanged', plan: 'Starter', status: 'active' }],
  ['investment_completed', { plan: 'Starter', amountCents: 250_00 }],
  ['withdrawal_submitted', withdrawal.params],
  ['withdrawal_completed', { amountCents: 100_00, coin: 'BTC', wallet: 'bc1qpayout' }],
  ['withdrawal_completed', { amountCents: 100_00, coin: 'BTC', wallet: 'bc1qpayout', context: 'withHash', txHash: '0xabc' }],
  ['withdrawal_rejected', { amountCents: 100_00, reason: 'Wrong address', refundedCents: 100_00 }],
  ['mt4_submitted', { duration: 'Monthly', amountCents: 100_00 }],
  ['mt4_approved', { duration: 'Yearly', mt4Id: '12345', from: '2026-01-01', until: '2027-01-01' }],
  ['mt4_rejected', { duration: 'Quarterly', reason: 'Unknown account', refundedCents: 250_00 }],
  ['kyc_submitted', {}],
  ['kyc_approved', {}],
  ['kyc_rejected', { reason: 'Blurred photo' }],
  ['referral_bonus', { amountCents: 12_50, plan: 'Starter', investor: 'Grace Hopper' }],
  ['balance_adjusted', { context: 'credit', amountCents: 10_00, narration: 'Goodwill' }],
  ['balance_adjusted', { context: 'debit', amountCents: 10_00, narration: 'Correction' }],
];

describe('notification bodies', () => {
  it('say a withdrawal in Spanish with the amount formatted', async () => {
    const i18n = await catalogueInstance('es');
    expect(notificationBody(i18n, withdrawal)).toBe('Su retiro de $1,234.56 a BTC está pendiente.');
  });

  it('translate the words the catalogue lists among the values', async () => {
    const i18n = await catalogueInstance('es');
    expect(notificationBody(i18n, { kind: 'mt4_submitted', message: '', params: { duration: 'Monthly', amountCents: 100_00 } })).toBe(
      'Su suscripción MT4 mensual ($100.00) está pendiente.',
    );
  });

  it('show the stored message for rows written before params, and for kinds the catalogue does not know', async () => {
    const i18n = await catalogueInstance('es');
    expect(notificationBody(i18n, { ...withdrawal, params: null })).toBe(withdrawal.message);
    expect(notificationBody(i18n, { ...withdrawal, kind: 'something_new' })).toBe(withdrawal.message);
  });

  it.each(catalogueLanguages)('in %s fill every sentence the server writes, each in that language', async (language) => {
    const [i18n, english] = await Promise.all([catalogueInstance(language), catalogueInstance('en')]);
    for (const [kind, params] of everySentence) {
      const body = notificationBody(i18n, { kind, message: 'stored message', params });
      expect(body, `${kind} ${JSON.stringify(params)}`).not.toMatch(/stored message|\{\{|notifications\./);
      if (language !== 'en') expect(body).not.toBe(notificationBody(english, { kind, message: '', params }));
    }
  });
});
