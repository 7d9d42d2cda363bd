import { html } from '../escape';
import { englishMailText, type MailText } from '../text/mail-text';
import { letter, linkParagraph } from './letter-parts';
import type { MailContent } from './mail-content';

/**
 * Support's answer to an investor: the reply as written, plain text with its line breaks kept, and
 * the link to the conversation on the support page.
 */
export function supportReplyMail(data: { fullname: string; subject: string; reply: string; link: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'support_reply',
    subject: text.t('mail.supportReply.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t('mail.supportReply.body', { subject: data.subject }),
      { text: data.reply, html: html`<p style="white-space: pre-wrap">${data.reply}</p>` },
      linkParagraph(data.link, text.t('mail.supportReply.link')),
    ]),
  };
}
