import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { newRowId } from '../db/schema/row-id';
import { escapeHtml, stripLineBreaks } from './escape';

export interface OutgoingMail {
  to: string;
  template: string;
  subject: string;
  text: string;
  /** Already escaped (built with the `html` tag); defaults to the escaped text. */
  html?: string;
}

/** The outbox row of a mail: addresses and subject on one line, the HTML escaped unless given. */
export const outboxRow = (mail: OutgoingMail) => ({
  toAddress: stripLineBreaks(mail.to),
  subject: stripLineBreaks(mail.subject),
  template: mail.template,
  text: mail.text,
  html: mail.html ?? `<p>${escapeHtml(mail.text)}</p>`,
});

/**
 * Called inside the transaction of the change that causes the mails, so they exist exactly when
 * the change does; the mail worker delivers them later. One statement however many there are (a
 * job's mails), whose text does not change with their number; ids are made here, in order, so
 * they list in the order given.
 */
export async function enqueueMail(tx: Queryable, ...mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const rows = mails.map((mail) => ({ id: newRowId(), ...outboxRow(mail) }));
  await tx.execute(sql`insert into mail_outbox (id, to_address, subject, template, text, html)
    select id, "toAddress", subject, template, text, html
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, "toAddress" text, subject text, template text, text text, html text)`);
}
