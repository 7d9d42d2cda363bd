import { describe, expect, it } from 'vitest';
import { catalogueInstance, catalogueLanguages } from '../../test-support/catalogue-instance';
import { notificationBody } from './notification-body';
import { EVERY_NOTIFICATION_SENTENCE } from '../../../shared/notification-examples';

const withdrawal = {
  kind: 'withdrawal_submitted',
  message: 'Your withdrawal of $1,234.56 to BTC is pending.',
  params: { amountCents: 1234_56, coin: 'BTC' },
};

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
    for (const [kind, params] of EVERY_NOTIFICATION_SENTENCE) {
      const body = notificationBody(i18n, { kind, message: 'stored message', params });
      expect(body, `${kind} ${JSON.stringify(params)}`).not.toMatch(/stored message|\{\{|notifications\./);
      if (language !== 'en') expect(body).not.toBe(notificationBody(english, { kind, message: '', params }));
    }
  });
});
