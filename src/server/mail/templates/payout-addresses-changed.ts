import { html } from '../escape';
import type { MailContent } from './mail-content';

/**
 * Sent whenever a payout address is set, changed or removed: a stranger who got into the account
 * would first point the payouts at their own wallet, so the owner hears of it at once.
 */
export function payoutAddressesChangedMail(data: { fullname: string; coins: string[] }): MailContent {
  const coins = data.coins.join(', ');
  return {
    template: 'payout_addresses_changed',
    subject: 'Your payout addresses were changed',
    text: `Hello ${data.fullname}, the payout address for ${coins} on your account was changed. Withdrawals go to the new address. If this was not you, change your password and contact support at once.`,
    html: html`<p>Hello ${data.fullname},</p>
<p>The payout address for ${coins} on your account was changed. Withdrawals go to the new address.</p>
<p>If this was not you, change your password and contact support at once.</p>`,
  };
}
