import { describe, expect, it } from 'vitest';
import { centsInCoin } from './coin-amount';
import { ProcessorUnavailable } from './processor';

describe('a USD amount in a coin at the store rate', () => {
  it('is exact to 8 decimals, rounded down, whatever the rate looks like', () => {
    expect(centsInCoin(123_45, '50000.00')).toBe('0.00246900');
    expect(centsInCoin(100_00, '64392.23')).toBe('0.00155298');
    expect(centsInCoin(1_00, '3')).toBe('0.33333333');
    expect(centsInCoin(2500_00, '0.5')).toBe('5000.00000000');
  });

  it('refuses a rate that is no positive decimal, as an answer the processor gave', () => {
    for (const rate of ['0', '0.00', '', '-1', '1e5', 'NaN']) {
      expect(() => centsInCoin(1_00, rate)).toThrow(ProcessorUnavailable);
    }
  });
});
