import { html } from '../escape';
import type { MailContent } from './mail-content';

/** After a change from the settings the session that made it stays; after a reset none does. */
export function passwordChangedMail(data: { fullname: string; every?: boolean }): MailContent {
  const sessions = data.every ? 'every session was signed out' : 'your other sessions were signed out';
  return {
    template: 'password_changed',
    subject: 'Your password was changed',
    text: `Hello ${data.fullname}, the password of your account was changed and ${sessions}. If this was not you, contact support at once.`,
    html: html`<p>Hello ${data.fullname},</p>
<p>The password of your account was changed and ${sessions}.</p>
<p>If this was not you, contact support at once.</p>`,
  };
}
