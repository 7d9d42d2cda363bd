import { englishMailText, type MailText } from '../text/mail-text';
import { letter, linkParagraph } from './letter-parts';
import type { MailContent } from './mail-content';

export function passwordResetLinkMail(data: { fullname: string; link: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'password_reset_link',
    subject: text.t('mail.passwordResetLink.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t('mail.passwordResetLink.body'),
      linkParagraph(data.link),
      text.t('mail.passwordResetLink.ignore'),
    ]),
  };
}
