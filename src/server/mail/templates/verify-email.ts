import { englishMailText, type MailText } from '../text/mail-text';
import { letter, linkParagraph } from './letter-parts';
import type { MailContent } from './mail-content';

export function verifyEmailMail(data: { fullname: string; link: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'verify_email',
    subject: text.t('mail.verifyEmail.subject'),
    ...letter([text.t('mail.greeting', { name: data.fullname }), text.t('mail.verifyEmail.body'), linkParagraph(data.link), text.t('mail.verifyEmail.until')]),
  };
}
