import { describe, expect, it } from 'vitest';
import { adjustmentForm, parsePercentToBps, planForm, withdrawalSettingsForm } from './forms';
import { adjustmentBody, planCreateBody } from '../../../shared/schemas/admin';

const plan = { name: 'Gold', min: '5000', max: '19999.99', roi: '30', durationDays: '30', referralBonus: '7' };

describe('admin console forms', () => {
  it('reads percentages into basis points without floats', () => {
    expect(parsePercentToBps('5')).toBe(500);
    expect(parsePercentToBps('2.5')).toBe(250);
    expect(parsePercentToBps('0.07')).toBe(7);
    expect(parsePercentToBps('1.005')).toBeNull();
    expect(parsePercentToBps('-1')).toBeNull();
  });

  it('turns a plan form into the request the server accepts', () => {
    const request = planForm.parse(plan);
    expect(request).toEqual({ name: 'Gold', minCents: 5000_00, maxCents: 19_999_99, roiBps: 3000, durationDays: 30, referralBonusBps: 700 });
    expect(planCreateBody.safeParse(request).success).toBe(true);
    expect(planForm.parse({ ...plan, max: '', referralBonus: ' ' })).toMatchObject({ maxCents: null, referralBonusBps: null });
  });

  it('refuses a plan whose maximum is below its minimum, on the maximum field', () => {
    const result = planForm.safeParse({ ...plan, max: '100' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['max'], message: 'The maximum must be at least the minimum.' })]);
    expect(planForm.safeParse({ ...plan, durationDays: '2.5' }).success).toBe(false);
    expect(planForm.safeParse({ ...plan, min: '0' }).error?.issues[0]?.message).toBe('Please enter a valid amount.');
  });

  it('signs an adjustment by its direction', () => {
    expect(adjustmentForm.parse({ direction: 'debit', amount: '12.5', narration: ' Fee correction ' })).toEqual({
      amountCents: -12_50,
      narration: 'Fee correction',
    });
    const credit = adjustmentForm.parse({ direction: 'credit', amount: '3', narration: 'Goodwill' });
    expect(adjustmentBody.safeParse(credit).success).toBe(true);
    expect(adjustmentForm.safeParse({ direction: 'credit', amount: '3', narration: '  ' }).success).toBe(false);
  });

  it('reads withdrawal settings, allowing a zero limit and refusing a fee above 100 %', () => {
    expect(withdrawalSettingsForm.parse({ limit: '2500', fee: '1.5' })).toEqual({ withdrawalLimitCents: 2500_00, withdrawalFeeBps: 150 });
    expect(withdrawalSettingsForm.parse({ limit: '0', fee: '0' })).toEqual({ withdrawalLimitCents: 0, withdrawalFeeBps: 0 });
    expect(withdrawalSettingsForm.safeParse({ limit: '10', fee: '100.01' }).success).toBe(false);
  });
});
