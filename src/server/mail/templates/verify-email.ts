import { html } from '../escape';
import type { MailContent } from './mail-content';

export function verifyEmailMail(data: { fullname: string; link: string }): MailContent {
  return {
    template: 'verify_email',
    subject: 'Confirm your email address',
    text: `Hello ${data.fullname}, please confirm your email address by opening ${data.link} within 24 hours. Until then you cannot request a withdrawal or change your payout addresses.`,
    html: html`<p>Hello ${data.fullname},</p>
<p>Please confirm your email address by opening this link within 24 hours:</p>
<p><a href="${data.link}">${data.link}</a></p>
<p>Until then you cannot request a withdrawal or change your payout addresses.</p>`,
  };
}
