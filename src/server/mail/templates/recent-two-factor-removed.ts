import { englishMailText, type MailText } from '../text/mail-text';
import { freezeParagraph } from './freeze-paragraph';
import { letter } from './letter-parts';
import type { MailContent } from './mail-content';

/** Sent when the password reset that unfroze the account removed two-factor sign-in set up shortly before the freeze. */
export function recentTwoFactorRemovedMail(data: { fullname: string; freezeLink: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'recent_two_factor_removed',
    subject: text.t('mail.recentTwoFactorRemoved.subject'),
    ...letter([text.t('mail.greeting', { name: data.fullname }), text.t('mail.recentTwoFactorRemoved.body'), freezeParagraph(data.freezeLink, text)]),
  };
}
