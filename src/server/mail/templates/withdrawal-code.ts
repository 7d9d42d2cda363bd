import { html } from '../escape';
import type { MailContent } from './mail-content';

export function withdrawalCodeMail(data: { fullname: string; code: string; validMinutes: number }): MailContent {
  return {
    template: 'withdrawal_code',
    subject: 'Your withdrawal confirmation code',
    text: `Hello ${data.fullname}, your withdrawal confirmation code is ${data.code}. It is valid for ${data.validMinutes} minutes. If you did not ask for it, change your password now.`,
    html: html`<p>Hello ${data.fullname},</p>
<p>Your withdrawal confirmation code is <strong>${data.code}</strong>.</p>
<p>It is valid for ${data.validMinutes} minutes. If you did not ask for it, change your password now.</p>`,
  };
}
