import { describe, expect, it } from 'vitest';
import { coinBaseUnits, formatCoinAmount, parseCoinAmount } from './coin-amount';

describe('a USD deposit as a coin amount, in integers', () => {
  it('gives satoshi, rounded up to the satoshi: $250.00 at $94,123.50 is 265,608.48… → 265,609', () => {
    expect(coinBaseUnits(250_00, 94_123_50, 'BTC')).toBe(265_609n);
    expect(formatCoinAmount(265_609n, 'BTC')).toBe('0.00265609');
  });

  it('keeps an exact division exact: $1,000.00 at $50,000.00 is 0.02 BTC, not a satoshi more', () => {
    expect(coinBaseUnits(1_000_00, 50_000_00, 'BTC')).toBe(2_000_000n);
    expect(formatCoinAmount(2_000_000n, 'BTC')).toBe('0.02');
  });

  it('gives litoshi the same way: $1,250.00 at $98.74 is 1,265,950,982.38… → 1,265,950,983', () => {
    expect(coinBaseUnits(1_250_00, 98_74, 'LTC')).toBe(1_265_950_983n);
    expect(formatCoinAmount(1_265_950_983n, 'LTC')).toBe('12.65950983');
  });

  it('gives wei (18 decimals, past 2^53) rounded up to a step of 1e-8 ETH', () => {
    // $1,250.00 at $3,189.42 is 0.3919207881… ETH; to 8 decimals, rounded up: 0.39192079 ETH.
    const wei = coinBaseUnits(1_250_00, 3_189_42, 'ETH');
    expect(wei).toBe(391_920_790_000_000_000n);
    expect(wei > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(wei % 10_000_000_000n).toBe(0n);
    expect(formatCoinAmount(wei, 'ETH')).toBe('0.39192079');
    expect(formatCoinAmount(1n, 'ETH')).toBe('0.000000000000000001');
  });

  it('gives USDT and TRX to 6 decimals', () => {
    expect(coinBaseUnits(1_250_00, 100, 'USDT')).toBe(1_250_000_000n);
    expect(formatCoinAmount(1_250_000_000n, 'USDT')).toBe('1250');
    // $100.00 at $0.29 is 344.827586… TRX → 344.827587.
    expect(coinBaseUnits(100_00, 29, 'TRX')).toBe(344_827_587n);
    expect(formatCoinAmount(344_827_587n, 'TRX')).toBe('344.827587');
  });

  it('takes only positive integer cents and rates', () => {
    expect(() => coinBaseUnits(0, 100, 'BTC')).toThrow(RangeError);
    expect(() => coinBaseUnits(100, 0, 'BTC')).toThrow(RangeError);
    expect(() => coinBaseUnits(100.5, 100, 'BTC')).toThrow(RangeError);
  });
});

describe("a processor's decimal coin amount, read into the coin's smallest unit", () => {
  it('reads every digit, past what a float holds: 0.046710130000000001 ETH is that many wei', () => {
    expect(parseCoinAmount('0.046710130000000001', 'ETH')).toBe(46_710_130_000_000_001n);
    expect(parseCoinAmount('0.17070286', 'BTC')).toBe(17_070_286n);
    expect(parseCoinAmount('165.652609', 'TRX')).toBe(165_652_609n);
    expect(parseCoinAmount('12', 'USDT')).toBe(12_000_000n);
  });

  it('gives back the same amount when formatted again', () => {
    expect(formatCoinAmount(parseCoinAmount('0.00265609', 'BTC')!, 'BTC')).toBe('0.00265609');
  });

  it('refuses what the investor could not send exactly: more decimals than the coin has, signs, exponents, zero', () => {
    for (const text of ['0.000000001', '-1', '+1', '1e-7', '1.', '.5', '0', '0.0', '', ' 1', '1,5']) expect(parseCoinAmount(text, 'BTC')).toBeNull();
    expect(parseCoinAmount('1.0000001', 'USDT')).toBeNull();
  });
});
