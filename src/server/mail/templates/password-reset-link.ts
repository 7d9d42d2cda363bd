import { html } from '../escape';
import type { MailContent } from './mail-content';

export function passwordResetLinkMail(data: { fullname: string; link: string }): MailContent {
  return {
    template: 'password_reset_link',
    subject: 'Reset your password',
    text: `Hello ${data.fullname}, to choose a new password open ${data.link} within 30 minutes. The link works once. If you did not ask for it, ignore this mail: your password stays as it is.`,
    html: html`<p>Hello ${data.fullname},</p>
<p>To choose a new password, open this link within 30 minutes. It works once.</p>
<p><a href="${data.link}">${data.link}</a></p>
<p>If you did not ask for it, ignore this mail: your password stays as it is.</p>`,
  };
}
