import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users, type EmailPreferences } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { html } from '../mail/escape';
import { notify } from '../notifications/notify';
import type { NotificationParams } from '../../shared/schemas/notifications';

export interface InvestorMail {
  userId: string;
  /** Also the mail's template name, so the outbox says what kind of mail each row is. */
  kind: string;
  subject: string;
  message: string;
  /**
   * The investor's switch for this kind of mail: plan mails (invplanemail) and profit mails
   * (roiemail). Left out for account mails (withdrawals, KYC, MT4), which have no switch.
   */
  preference?: Exclude<keyof EmailPreferences, 'otpsend'>;
}

/** Queues the mail in the caller's transaction unless the investor switched this kind off. */
export async function mailInvestor(tx: Tx, mail: InvestorMail): Promise<void> {
  const [investor] = await tx
    .select({ email: users.email, fullname: users.fullname, emailPreferences: users.emailPreferences })
    .from(users)
    .where(eq(users.id, mail.userId));
  if (!investor) return;
  if (mail.preference && investor.emailPreferences[mail.preference] !== 'Yes') return;
  await enqueueMail(tx, {
    to: investor.email,
    template: mail.kind,
    subject: mail.subject,
    text: `Hello ${investor.fullname},\n\n${mail.message}`,
    html: html`<p>Hello ${investor.fullname},</p>\n<p>${mail.message}</p>`,
  });
}

/** A status change the investor must hear about: a notification always, a mail where allowed. */
export async function tellInvestor(
  tx: Tx,
  news: InvestorMail & { params: NotificationParams; refType: string; refId: string },
): Promise<void> {
  await notify(tx, { userId: news.userId, kind: news.kind, message: news.message, params: news.params, refType: news.refType, refId: news.refId });
  await mailInvestor(tx, news);
}
