import { englishMailText, type MailText } from '../text/mail-text';
import { freezeParagraph } from './freeze-paragraph';
import { letter } from './letter-parts';
import type { MailContent } from './mail-content';

/** After a change from the settings the session that made it stays; after a reset none does. */
export function passwordChangedMail(data: { fullname: string; every?: boolean; freezeLink: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'password_changed',
    subject: text.t('mail.passwordChanged.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t(data.every ? 'mail.passwordChanged.bodyEverySession' : 'mail.passwordChanged.bodyOtherSessions'),
      text.t('mail.ifNotYou'),
      freezeParagraph(data.freezeLink, text),
    ]),
  };
}
