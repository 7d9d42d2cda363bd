import { auditLog, mailOutbox, notifications, type EmailPreferences } from '../db/schema';
import { outboxRow, type OutgoingMail } from '../mail/outbox';
import { mailTo } from '../mail/send';
import { newsMail, type NewsKind } from '../mail/templates/news';
import { mailText } from '../mail/text/mail-text';
import { notificationRow, type NewNotification } from '../notifications/notify';
import { auditRow, type AuditRecord } from '../audit/record';
import type { Computed, MoneyStatement, Step } from './statement';
import { joined, jsonKey, sql } from './trusted-sql';

/** A notification written when `gate` returned a row. */
export const notifyAfter = (statement: MoneyStatement, gate: Step, notification: NewNotification): Step =>
  statement.insertAfter(gate, notifications, notificationRow(notification));

/** A mail queued in the outbox when `gate` returned a row; the mail worker delivers it later. */
export const mailAfter = (statement: MoneyStatement, gate: Step, mail: OutgoingMail): Step => statement.insertAfter(gate, mailOutbox, outboxRow(mail));

/** An action in the audit log, some of whose `after` is known only inside the statement. */
interface StatementAudit extends AuditRecord {
  /** Values of `after` known only inside the statement (an entry's id, a balance after). */
  computedAfter?: Record<string, Computed>;
}

/** The operator's action in the audit log, written when `gate` returned a row: the log never claims what did not happen. */
export function auditAfter(statement: MoneyStatement, gate: Step, record: StatementAudit): Step {
  const computed = Object.entries(record.computedAfter ?? {});
  const row = auditRow(record);
  if (computed.length === 0) return statement.insertAfter(gate, auditLog, row);
  const steps = [gate.name, ...computed.flatMap(([, value]) => (value.step && value.step !== gate ? [value.step.name] : []))];
  const fields = computed.map(([key, value]) => sql`${jsonKey(key)}, ${value.text}`);
  const after = statement.step('audit_after', (s) =>
    s
      .text(sql`select `)
      .value(JSON.stringify(row.after))
      .text(sql`::jsonb || jsonb_build_object(${joined(fields, sql`, `)}) as after from ${joined([...new Set(steps)], sql`, `)}`),
  );
  return statement.insertAfter(after, auditLog, { ...row, after: after.column(sql`after`) });
}

/** Who a status change concerns, as their row reads. */
export interface Investor {
  id: string;
  email: string;
  fullname: string;
  emailPreferences: EmailPreferences;
  /** The language their mail is written in. */
  language: string;
}

/** A status change the investor is told of: its mail's subject and sentence are those of its kind in the mail catalogue. */
export interface News extends Omit<NewNotification, 'userId' | 'kind'> {
  kind: NewsKind;
}

/** A status change the investor must hear about, when `gate` returned a row: a notification always, a mail where allowed. */
export function tellAfter(statement: MoneyStatement, gate: Step, investor: Investor, news: News): void {
  notifyAfter(statement, gate, { userId: investor.id, ...news });
  const mail = mailTo(investor, newsMail({ fullname: investor.fullname, ...news }, mailText(investor.language)));
  if (mail) mailAfter(statement, gate, mail);
}
