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
  await enqueueMail(tx, { to: investor.email, template: mail.kind, subject: mail.subject, ...investorLetter(investor.fullname, [mail.message]) });
}

/** The body of every mail to an investor: a greeting by name, then the paragraphs (escaped in the HTML). */
export const investorLetter = (fullname: string, paragraphs: string[]): { text: string; html: string } => ({
  text: `Hello ${fullname},\n\n${paragraphs.join('\n\n')}`,
  html: [html`<p>Hello ${fullname},</p>`, ...paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)].join('\n'),
});

/** A status change the investor must hear about: a notification always, a mail where allowed. */
export async function tellInvestor(
  tx: Tx,
  news: InvestorMail & { params: NotificationParams; refType: string; refId: string },
): Promise<void> {
  await notify(tx, { userId: news.userId, kind: news.kind, message: news.message, params: news.params, refType: news.refType, refId: news.refId });
  await mailInvestor(tx, news);
}
