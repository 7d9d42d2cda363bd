import { englishMailText, type MailText } from '../text/mail-text';
import { freezeParagraph } from './freeze-paragraph';
import { letter } from './letter-parts';
import type { MailContent } from './mail-content';

/**
 * Sent when "Send me one-time passcodes by e-mail" is switched off: from then on a withdrawal needs
 * no code from the owner's mailbox, the first thing someone in the account would switch off.
 */
export function withdrawalCodesOffMail(data: { fullname: string; freezeLink: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'withdrawal_codes_off',
    subject: text.t('mail.withdrawalCodesOff.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t('mail.withdrawalCodesOff.body'),
      text.t('mail.ifNotYou'),
      freezeParagraph(data.freezeLink, text),
    ]),
  };
}
