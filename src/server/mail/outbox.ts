import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { mailOutbox } from '../db/schema';
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
 * Called inside the transaction of the change that causes the mail, so the mail exists exactly
 * when the change does; the mail worker delivers it later.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values(outboxRow(mail));
}

/**
 * Many mails in one statement whose text does not change with their number (a job's mails);
 * ids are made here, in order, so they list in the order given.
 */
export async function enqueueMails(tx: Queryable, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const rows = mails.map((mail) => {
    const row = outboxRow(mail);
    return { id: newRowId(), to_address: row.toAddress, subject: row.subject, template: row.template, text: row.text, html: row.html };
  });
  await tx.execute(sql`insert into mail_outbox (id, to_address, subject, template, text, html)
    select id, to_address, subject, template, text, html
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, to_address text, subject text, template text, text text, html text)`);
}
