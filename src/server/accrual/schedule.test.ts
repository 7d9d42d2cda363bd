import { describe, expect, it } from 'vitest';
import { roiPeriods } from './schedule';

describe('roiPeriods', () => {
  it('spreads the total over daily periods, the remainder on the last, summing exactly', () => {
    const activatedAt = new Date('2026-01-01T00:00:00Z');
    const periods = roiPeriods({ amountCents: 1000_00, roiBps: 1000, durationDays: 7, activatedAt });
    expect(periods).toHaveLength(7);
    expect(periods.slice(0, 6).map((p) => p.amountCents)).toEqual(Array(6).fill(14_28));
    expect(periods[6]!.amountCents).toBe(100_00 - 6 * 14_28);
    expect(periods.reduce((sum, p) => sum + p.amountCents, 0)).toBe(100_00);
    expect(periods[0]!.dueAt.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(periods[6]!.dueAt.toISOString()).toBe('2026-01-08T00:00:00.000Z');
  });

  it('puts everything on the last period when the daily share rounds to zero', () => {
    const periods = roiPeriods({ amountCents: 100, roiBps: 500, durationDays: 30, activatedAt: new Date(0) });
    expect(periods.filter((p) => p.amountCents > 0)).toEqual([expect.objectContaining({ period: 30, amountCents: 5 })]);
  });
});
