import { englishMailText, type MailText } from '../text/mail-text';
import { letter, linkParagraph } from './letter-parts';
import type { MailContent } from './mail-content';

/** Sent instead of a second account, so registration never tells a stranger the address is taken. */
export function registrationAttemptMail(data: { fullname: string; resetLink: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'registration_attempt',
    subject: text.t('mail.registrationAttempt.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t('mail.registrationAttempt.body'),
      linkParagraph(data.resetLink, text.t('mail.registrationAttempt.reset')),
    ]),
  };
}
