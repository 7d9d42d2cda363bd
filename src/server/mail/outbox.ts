import type { Queryable } from '../db/client';
import { mailOutbox } from '../db/schema';
import { escapeHtml, stripLineBreaks } from './escape';

export interface OutgoingMail {
  to: string;
  template: string;
  subject: string;
  text: string;
  /** Already escaped (built with the `html` tag); defaults to the escaped text. */
  html?: string;
}

/**
 * Called inside the transaction of the change that causes the mail, so the mail exists exactly
 * when the change does; the mail worker delivers it later.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    toAddress: stripLineBreaks(mail.to),
    subject: stripLineBreaks(mail.subject),
    template: mail.template,
    text: mail.text,
    html: mail.html ?? `<p>${escapeHtml(mail.text)}</p>`,
  });
}
