import type { Queryable } from '../db/client';
import type { EmailPreferences } from '../db/schema';
import { enqueueMail, type OutgoingMail } from './outbox';
import type { MailContent } from './templates/mail-content';
import type { NewsMailContent } from './templates/news';

/**
 * Mails an investor may switch off under Other Settings, and the preference that does it: news of
 * a plan (invplanemail) and of profits (roiemail), all news mails. Every other mail is sent whatever
 * the switches say: the deposit-request mail is the receipt carrying the payment instructions, and
 * the rest (withdrawal submitted, password changed, KYC, MT4) concern the security of the account or
 * money leaving it. `otpsend` decides whether a withdrawal needs a mailed confirmation code
 * (withdrawals/confirmation-code.ts), which is mailed whenever the investor asks for one.
 */
const OPTIONAL_MAIL: Partial<Record<InvestorMail['template'], keyof EmailPreferences>> = {
  deposit_approved: 'invplanemail',
  investment_activated: 'invplanemail',
  deposit_rejected: 'invplanemail',
  roi_credited: 'roiemail',
  investment_completed: 'roiemail',
};

/** A rendered mail to an investor: one of the templates, or news of a status change. */
type InvestorMail = MailContent | NewsMailContent;

export interface MailRecipient {
  email: string;
  emailPreferences: EmailPreferences;
}

/**
 * The mail as the outbox takes it, or undefined when the investor switched that news off: the one
 * way a mail to an investor is made. A template mail is never switched off.
 */
export function mailTo(recipient: MailRecipient, mail: MailContent): OutgoingMail;
export function mailTo(recipient: MailRecipient, mail: InvestorMail): OutgoingMail | undefined;
export function mailTo(recipient: MailRecipient, mail: InvestorMail): OutgoingMail | undefined {
  const preference = OPTIONAL_MAIL[mail.template];
  if (preference && recipient.emailPreferences[preference] === 'No') return undefined;
  return { to: recipient.email, ...mail };
}

/** Queues the mail in the caller's transaction. */
export async function mailUser(tx: Queryable, recipient: MailRecipient, mail: MailContent): Promise<void> {
  await enqueueMail(tx, mailTo(recipient, mail));
}
