import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { selectRows } from '../db/rows';
import type { EmailPreferences, Investment } from '../db/schema';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { mailTo } from '../mail/send';
import { newsMail, profitDigestMail, type NewsMailContent } from '../mail/templates/news';
import { mailText } from '../mail/text/mail-text';
import { notify } from '../notifications/notify';
import { formatUsd } from '../../shared/money';

export interface PaidPeriod {
  investment: Investment;
  period: number;
  amountCents: number;
  uniqueKey: string;
}

interface Recipient {
  id: string;
  email: string;
  fullname: string;
  email_preferences: EmailPreferences;
  language: string;
}

const completionParams = (investment: Investment) => ({ plan: investment.planName, amountCents: investment.amountCents });

const completionLine = (investment: Investment) =>
  `Your ${investment.planName} investment has completed; its capital of ${formatUsd(investment.amountCents)} was returned to your balance.`;

/**
 * What a batch tells investors, in three statements however many there are: every completed
 * investment gets a notification; investors who keep profit mails on (roiemail) get one mail
 * listing every period the batch paid them, rather than one mail per period, and one mail per
 * completed investment.
 */
export async function tellAccrualNews(tx: Tx, paid: PaidPeriod[], completed: Investment[]): Promise<void> {
  await notify(
    tx,
    ...completed.map((investment) => ({
      userId: investment.userId,
      kind: 'investment_completed',
      message: completionLine(investment),
      params: completionParams(investment),
      refType: 'investment',
      refId: investment.id,
    })),
  );
  const userIds = [...new Set([...paid, ...completed.map((investment) => ({ investment }))].map(({ investment }) => investment.userId))];
  if (userIds.length === 0) return;
  const recipients = await selectRows<Recipient>(
    tx,
    sql`select id, email, fullname, email_preferences, language from users
    where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
  );
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const mails: OutgoingMail[] = [];
  const mail = (recipient: Recipient, content: NewsMailContent) => {
    const outgoing = mailTo({ email: recipient.email, emailPreferences: recipient.email_preferences }, content);
    if (outgoing) mails.push(outgoing);
  };
  const periodsByUser = new Map<string, PaidPeriod[]>();
  for (const period of paid) periodsByUser.set(period.investment.userId, [...(periodsByUser.get(period.investment.userId) ?? []), period]);
  for (const [userId, periods] of periodsByUser) {
    const recipient = byId.get(userId);
    if (!recipient) continue;
    const paidProfits = periods.map(({ investment, period, amountCents }) => ({
      amountCents,
      planName: investment.planName,
      period,
      durationDays: investment.durationDays,
    }));
    mail(recipient, profitDigestMail({ fullname: recipient.fullname, paid: paidProfits }, mailText(recipient.language)));
  }
  for (const investment of completed) {
    const recipient = byId.get(investment.userId);
    if (!recipient) continue;
    const news = {
      fullname: recipient.fullname,
      kind: 'investment_completed' as const,
      params: completionParams(investment),
      message: completionLine(investment),
    };
    mail(recipient, newsMail(news, mailText(recipient.language)));
  }
  await enqueueMail(tx, ...mails);
}
