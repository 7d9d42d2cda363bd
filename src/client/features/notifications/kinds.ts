/**
 * The kinds of status change the server reports (notifications.kind), each with a translated title.
 * The server also stores the English message, so a kind missing here still shows, under the
 * general title, with that message (see notification-body.ts).
 */
export const NOTIFICATION_KINDS: ReadonlySet<string> = new Set([
  'deposit_requested',
  'deposit_approved',
  'deposit_rejected',
  'investment_activated',
  'investment_completed',
  'withdrawal_submitted',
  'withdrawal_completed',
  'withdrawal_rejected',
  'mt4_submitted',
  'mt4_approved',
  'mt4_rejected',
  'kyc_submitted',
  'kyc_approved',
  'kyc_rejected',
  'referral_bonus',
  'balance_adjusted',
]);
