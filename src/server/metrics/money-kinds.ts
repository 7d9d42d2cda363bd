/**
 * The POST routes that move money, or decide on a request that does, by the name their counter
 * carries. Named here rather than at each route so the counting stays in one hook (http-hook.ts);
 * metrics.test.ts checks that every pattern is still a registered route.
 */
export const MONEY_REQUEST_KINDS: ReadonlyMap<string, string> = new Map([
  ['/api/withdrawals', 'withdrawal'],
  ['/api/investments', 'investment'],
  ['/api/mt4-subscriptions', 'mt4_subscription'],
  ['/api/admin/deposits/:id/approve', 'deposit_approval'],
  ['/api/admin/deposits/:id/reject', 'deposit_rejection'],
  ['/api/admin/withdrawals/:id/approve', 'withdrawal_approval'],
  ['/api/admin/withdrawals/:id/reject', 'withdrawal_rejection'],
  ['/api/admin/mt4-subscriptions/:id/approve', 'mt4_approval'],
  ['/api/admin/mt4-subscriptions/:id/reject', 'mt4_rejection'],
  ['/api/admin/users/:id/adjustments', 'adjustment'],
  ['/api/admin/adjustments/:id/approve', 'adjustment_approval'],
]);

export type MoneyOutcome = 'succeeded' | 'replayed' | 'refused' | 'failed';

/** A replay answers what the first request answered, so it is told apart by its header, before its status. */
export function moneyOutcome(statusCode: number, replayed: boolean): MoneyOutcome {
  if (statusCode >= 500) return 'failed';
  if (replayed) return 'replayed';
  return statusCode >= 400 ? 'refused' : 'succeeded';
}
