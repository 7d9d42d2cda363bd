import type { NotificationParams } from './schemas/notifications';

/**
 * One notification of every sentence the server writes (each kind, each variant), so the tests of
 * the notifications screen and of the news mails render the same list in every language.
 */
export const EVERY_NOTIFICATION_SENTENCE: ReadonlyArray<readonly [string, NotificationParams]> = [
  ['deposit_requested', { amountCents: 250_00, method: 'Bitcoin', plan: 'Starter' }],
  ['deposit_approved', { amountCents: 250_00, method: 'Bitcoin' }],
  ['deposit_approved', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentUnchanged', plan: 'Starter', status: 'completed' }],
  ['deposit_approved', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentUncovered', plan: 'Starter' }],
  ['deposit_approved', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentDuplicate', plan: 'Starter' }],
  ['deposit_rejected', { amountCents: 250_00, method: 'Bitcoin', reason: 'No payment' }],
  ['deposit_rejected', { amountCents: 250_00, method: 'Bitcoin', reason: 'No payment', context: 'investmentCancelled', plan: 'Starter' }],
  ['investment_activated', { amountCents: 250_00, plan: 'Starter' }],
  ['investment_activated', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentFunded', plan: 'Starter', investmentAmountCents: 250_00 }],
  ['investment_activated', { amountCents: 250_00, method: 'Bitcoin', context: 'investmentUnchanged', plan: 'Starter', status: 'active' }],
  ['investment_completed', { plan: 'Starter', amountCents: 250_00 }],
  ['withdrawal_submitted', { amountCents: 1234_56, coin: 'BTC' }],
  ['withdrawal_completed', { amountCents: 100_00, coin: 'BTC', wallet: 'bc1qpayout' }],
  ['withdrawal_completed', { amountCents: 100_00, coin: 'BTC', wallet: 'bc1qpayout', context: 'withHash', txHash: '0xabc' }],
  ['withdrawal_rejected', { amountCents: 100_00, reason: 'Wrong address', refundedCents: 100_00 }],
  ['mt4_submitted', { duration: 'Monthly', amountCents: 100_00 }],
  ['mt4_approved', { duration: 'Yearly', mt4Id: '12345', from: '2026-01-01', until: '2027-01-01' }],
  ['mt4_rejected', { duration: 'Quarterly', reason: 'Unknown account', refundedCents: 250_00 }],
  ['kyc_submitted', {}],
  ['kyc_approved', {}],
  ['kyc_rejected', { reason: 'Blurred photo' }],
  ['referral_bonus', { amountCents: 12_50, plan: 'Starter', investor: 'Grace Hopper' }],
  ['balance_adjusted', { context: 'credit', amountCents: 10_00, narration: 'Goodwill' }],
  ['balance_adjusted', { context: 'debit', amountCents: 10_00, narration: 'Correction' }],
];
