import { html } from '../escape';
import type { MailContent } from './mail-content';

/** Sent instead of a second account, so registration never tells a stranger the address is taken. */
export function registrationAttemptMail(data: { fullname: string; resetLink: string }): MailContent {
  return {
    template: 'registration_attempt',
    subject: 'Someone tried to register with your address',
    text: `Hello ${data.fullname}, someone tried to register a new account with your email address. Your account is unchanged. If it was you and you forgot your password, reset it at ${data.resetLink}.`,
    html: html`<p>Hello ${data.fullname},</p>
<p>Someone tried to register a new account with your email address. Your account is unchanged.</p>
<p>If it was you and you forgot your password, you can reset it here: <a href="${data.resetLink}">${data.resetLink}</a></p>`,
  };
}
