import { describe, expect, it } from 'vitest';
import { capitalise, statusTone } from './status';

describe('status colours in the histories', () => {
  it('colours deposits and withdrawals: completed green, pending or being sent amber, anything else red', () => {
    expect(statusTone('payment', 'completed')).toBe('good');
    expect(statusTone('payment', 'pending')).toBe('waiting');
    expect(statusTone('payment', 'sending')).toBe('waiting');
    expect(statusTone('payment', 'rejected')).toBe('bad');
    expect(statusTone('payment', 'active')).toBe('bad');
  });

  it('colours investments: active green, pending amber, anything else red', () => {
    expect(statusTone('investment', 'active')).toBe('good');
    expect(statusTone('investment', 'pending')).toBe('waiting');
    expect(statusTone('investment', 'unpaid')).toBe('bad');
    expect(statusTone('investment', 'completed')).toBe('bad');
  });

  it('shows the status capitalised', () => {
    expect(capitalise('pending')).toBe('Pending');
  });
});
