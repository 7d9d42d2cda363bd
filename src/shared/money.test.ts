import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToDollarString, formatPercent, formatUsd, parseDollarsToCents, percentOfCents } from './money';

describe('money', () => {
  it('parses what a person types into exact cents and refuses the rest', () => {
    expect(parseDollarsToCents('12')).toBe(1200);
    expect(parseDollarsToCents('12.5')).toBe(1250);
    expect(parseDollarsToCents('0.07')).toBe(7);
    expect(parseDollarsToCents('1e3')).toBeNull();
    expect(parseDollarsToCents('-5')).toBeNull();
    expect(parseDollarsToCents('1.999')).toBeNull();
  });

  it('round-trips every cent amount through its dollar string', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), (cents) => parseDollarsToCents(centsToDollarString(cents)) === cents));
  });

  it('formats USD with two decimals and thousands separators', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(-250)).toBe('-$2.50');
  });

  it('takes a basis-point share rounded half up, exactly, at any size', () => {
    expect(percentOfCents(10_000, 250)).toBe(250);
    expect(percentOfCents(333, 500)).toBe(17);
    expect(percentOfCents(9_000_000_000_000_000, 10_000)).toBe(9_000_000_000_000_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10_000 }), (cents, bps) => {
        // Within half a cent of the exact share, and a tie goes up.
        const error = BigInt(percentOfCents(cents, bps)) * 10_000n - BigInt(cents) * BigInt(bps);
        return error > -5000n && error <= 5000n;
      }),
    );
  });

  it('writes basis points as a percent, negative ones too', () => {
    expect(formatPercent(500)).toBe('5');
    expect(formatPercent(250)).toBe('2.5');
    expect(formatPercent(-92)).toBe('-0.92');
    expect(formatPercent(184)).toBe('1.84');
  });
});
