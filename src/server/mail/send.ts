import type { Queryable } from '../db/client';
import type { EmailPreferences } from '../db/schema';
import { enqueueMail, type OutgoingMail } from './outbox';
import type { MailContent } from './templates/mail-content';
import type { NewsMailContent } from './templates/news';

/**
 * Mails an investor may switch off under Other Settings, and the preference that does it: plan
 * mails (invplanemail) and profit mails (roiemail). Everything else (withdrawal submitted or
 * decided, password changed, KYC, MT4) concerns the security of the account or money leaving it,
 * so it is always sent. `otpsend` decides whether a withdrawal needs a mailed confirmation code
 * (withdrawals/confirmation-code.ts), which is mailed whenever the investor asks for one.
 */
const OPTIONAL_MAIL: Partial<Record<InvestorMail['template'], keyof EmailPreferences>> = {
  deposit_request: 'invplanemail',
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

/** The mail as the outbox takes it, or undefined when the investor opted out of it: the one way a mail to an investor is made. */
export function mailTo(recipient: MailRecipient, mail: InvestorMail): OutgoingMail | undefined {
  const preference = OPTIONAL_MAIL[mail.template];
  if (preference && recipient.emailPreferences[preference] === 'No') return undefined;
  return { to: recipient.email, ...mail };
}

/** Queues the mail in the caller's transaction unless the investor opted out of it; true when queued. */
export async function mailUser(tx: Queryable, recipient: MailRecipient, mail: MailContent): Promise<boolean> {
  const outgoing = mailTo(recipient, mail);
  if (outgoing) await enqueueMail(tx, outgoing);
  return outgoing !== undefined;
}
