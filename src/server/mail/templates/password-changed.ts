import { html } from '../escape';
import type { MailContent } from './mail-content';

export function passwordChangedMail(data: { fullname: string }): MailContent {
  return {
    template: 'password_changed',
    subject: 'Your password was changed',
    text: `Hello ${data.fullname}, the password of your account was changed and your other sessions were signed out. If this was not you, contact support at once.`,
    html: html`<p>Hello ${data.fullname},</p>
<p>The password of your account was changed and your other sessions were signed out.</p>
<p>If this was not you, contact support at once.</p>`,
  };
}
