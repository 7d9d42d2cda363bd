import type { Queryable } from '../db/client';
import type { EmailPreferences } from '../db/schema';
import { enqueueMail, type OutgoingMail } from './outbox';
import type { MailContent, MailTemplateName } from './templates/mail-content';

/**
 * Mails an investor may switch off under Other Settings, and the preference that does it.
 * Everything else (withdrawal submitted, password changed, KYC received) concerns the security of
 * the account or money leaving it, so it is always sent. Profit notices honour `roiemail` in
 * accrual/news.ts, and status changes decided by an operator their News preference in
 * money/effects.ts; `otpsend` decides whether a withdrawal needs a mailed confirmation code
 * (withdrawals/confirmation-code.ts), which is mailed whenever the investor asks for one.
 */
const OPTIONAL_MAIL: Partial<Record<MailTemplateName, keyof EmailPreferences>> = {
  deposit_request: 'invplanemail',
};

export interface MailRecipient {
  email: string;
  emailPreferences: EmailPreferences;
}

/** The mail as the outbox takes it, or undefined when the investor opted out of it. */
export function mailTo(recipient: MailRecipient, mail: MailContent): OutgoingMail | undefined {
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
