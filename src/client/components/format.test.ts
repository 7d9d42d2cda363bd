import { describe, expect, it } from 'vitest';
import { formatDay } from './format';
import { percentText } from '../../shared/percent-text';
import { quoteChange } from './market/format';

describe('figures in the reader language', () => {
  it('writes a percentage with the language decimal mark and percent sign, exactly from basis points', () => {
    expect(percentText(250, 'en')).toBe('2.5%');
    expect(percentText(1000, 'en')).toBe('10%');
    expect(percentText(1234, 'de')).toBe('12,34\u00a0%');
    expect(percentText(250, 'tr')).toBe('%2,5');
    // Latin digits everywhere, as the amounts beside them.
    expect(percentText(500, 'ar')).toBe('5\u200e%\u200e');
  });

  it('signs a price change', () => {
    const coin = (change24hBps: number) => ({ change24hBps }) as Parameters<typeof quoteChange>[0];
    expect(quoteChange(coin(250), 'en')).toBe('+2.5%');
    expect(quoteChange(coin(-125), 'fr')).toBe('-1,25\u00a0%');
    expect(quoteChange(coin(0), 'en')).toBe('0%');
  });

  it('writes a day in the language order and month names', () => {
    expect(formatDay('2025-11-05T12:00:00Z', 'en')).toBe('Nov 5, 2025');
    expect(formatDay('2025-11-05T12:00:00Z', 'de')).toBe('05.11.2025');
    expect(formatDay('2025-11-05T12:00:00Z', 'ja')).toBe('2025/11/05');
  });
});
