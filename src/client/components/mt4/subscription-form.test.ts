import { describe, expect, it } from 'vitest';
import { accountTypeOptions, checkMt4Form, durationOptions, EMPTY_MT4_FORM, type Mt4Form } from './subscription-form';
import { catalogueInstance, catalogueLanguages } from '../../test-support/catalogue-instance';

const filled: Mt4Form = {
  duration: 'Quarterly',
  mt4Id: '5012345',
  password: 'secret',
  accountType: 'Live',
  currency: 'USD',
  leverage: '1:100',
  server: 'Broker-Live01',
};

describe('Subscribe to Trading checks and their messages', () => {
  it('offers a placeholder and the three priced durations', async () => {
    const { t } = await catalogueInstance('en');
    expect(durationOptions(t).map((option) => option.label)).toEqual([
      'Select subscription duration',
      'Monthly - $100.00',
      'Quarterly - $250.00',
      'Yearly - $900.00',
    ]);
  });

  it.each(catalogueLanguages)('in %s, labels each duration with its price and sends the value the server accepts', async (language) => {
    const { t } = await catalogueInstance(language);
    const options = durationOptions(t);
    expect(options.map((option) => option.value)).toEqual(['', 'Monthly', 'Quarterly', 'Yearly']);
    for (const [index, price] of ['$100.00', '$250.00', '$900.00'].entries()) expect(options[index + 1].label).toContain(price);
    expect(accountTypeOptions(t).map((option) => option.value)).toEqual(['Live', 'Demo']);
  });

  it('refuses the placeholder duration and any empty field', () => {
    expect(checkMt4Form(EMPTY_MT4_FORM, 10_000_00).error).toBe('All fields are required.');
    for (const field of Object.keys(filled) as Array<keyof Mt4Form>) {
      expect(checkMt4Form({ ...filled, [field]: '' }, 10_000_00).error, field).toBe('All fields are required.');
    }
  });

  it('refuses a duration that is not a priced option', () => {
    expect(checkMt4Form({ ...filled, duration: 'Weekly' }, 10_000_00).error).toBe('Invalid subscription duration.');
  });

  it('refuses a price above the balance', () => {
    expect(checkMt4Form(filled, 249_99).error).toBe('Insufficient balance for subscription.');
    expect(checkMt4Form(filled, 250_00).request).toEqual(filled);
  });
});
