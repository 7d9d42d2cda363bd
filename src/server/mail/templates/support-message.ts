import { html } from '../escape';
import type { MailContent } from './mail-content';

export interface SupportMessageData {
  name: string;
  email: string;
  message: string;
  /** The signed-in account that sent it, which may differ from the e-mail typed into the form. */
  accountEmail: string;
}

/** To the support mailbox; everything here was typed by the sender, so all of it is escaped. */
export function supportMessageMail(data: SupportMessageData): MailContent {
  return {
    template: 'support_message',
    subject: `Support message from ${data.name}`,
    text: [`From: ${data.name} <${data.email}>`, `Account: ${data.accountEmail}`, '', data.message].join('\n'),
    html: html`<p><strong>From:</strong> ${data.name} &lt;${data.email}&gt;</p>
<p><strong>Account:</strong> ${data.accountEmail}</p>
<pre style="white-space: pre-wrap; font-family: inherit">${data.message}</pre>`,
  };
}
