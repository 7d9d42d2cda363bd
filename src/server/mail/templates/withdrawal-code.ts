import { html } from '../escape';
import { englishMailText, type MailText } from '../text/mail-text';
import { letter } from './letter-parts';
import type { MailContent } from './mail-content';

/** Stands for the code inside the translated sentence, so the code alone can be set in bold around it. */
const CODE_MARK = '\u0000code\u0000';

export function withdrawalCodeMail(data: { fullname: string; code: string; validMinutes: number }, text: MailText = englishMailText()): MailContent {
  const [before = '', after = ''] = text.t('mail.withdrawalCode.body', { code: CODE_MARK }).split(CODE_MARK);
  return {
    template: 'withdrawal_code',
    subject: text.t('mail.withdrawalCode.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      { text: `${before}${data.code}${after}`, html: html`<p>${before}<strong>${data.code}</strong>${after}</p>` },
      text.t('mail.withdrawalCode.validity', { minutes: data.validMinutes }),
    ]),
  };
}
