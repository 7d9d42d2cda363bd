import type { Queryable } from '../db/client';
import { insertAfterGate, type GatedWrite } from '../db/gated-insert';
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

const outboxRow = (mail: OutgoingMail) => ({
  toAddress: stripLineBreaks(mail.to),
  subject: stripLineBreaks(mail.subject),
  template: mail.template,
  text: mail.text,
  html: mail.html ?? `<p>${escapeHtml(mail.text)}</p>`,
});

/**
 * Called inside the transaction of the change that causes the mail, so the mail exists exactly
 * when the change does; the mail worker delivers it later.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values(outboxRow(mail));
}

/** The same, as a CTE of a statement whose change is the `gate` CTE (see insertAfterGate); one per gate. */
export const enqueueMailAfter = (gate: string, mail: OutgoingMail): GatedWrite =>
  insertAfterGate(`${gate}_mail`, mailOutbox, outboxRow(mail), gate);
