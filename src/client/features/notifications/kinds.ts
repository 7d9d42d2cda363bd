/**
 * The kinds of status change the server reports (notifications.kind), each with a translated title.
 * The message itself is written by the server when the change happens, so a kind missing here still
 * shows, under the general title.
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
