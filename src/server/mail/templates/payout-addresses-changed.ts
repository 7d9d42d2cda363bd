import { englishMailText, type MailText } from '../text/mail-text';
import { freezeParagraph } from './freeze-paragraph';
import { letter } from './letter-parts';
import type { MailContent } from './mail-content';

/**
 * Sent whenever a payout address is set, changed or removed: a stranger who got into the account
 * would first point the payouts at their own wallet, so the owner hears of it at once.
 */
export function payoutAddressesChangedMail(data: { fullname: string; coins: string[]; freezeLink: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'payout_addresses_changed',
    subject: text.t('mail.payoutAddressesChanged.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t('mail.payoutAddressesChanged.body', { coins: data.coins.join(', ') }),
      text.t('mail.payoutAddressesChanged.ifNotYou'),
      freezeParagraph(data.freezeLink, text),
    ]),
  };
}
