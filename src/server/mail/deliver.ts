import type { Db } from '../db/client';
import { claimDueMail, markAttemptFailed, markSent, parkAbandonedMail } from './claim';
import { retryDelayMs } from './backoff';
import type { MailTransport } from './transport';

export interface DeliveryOptions {
  from: string;
  batchSize?: number;
  /** Far longer than a send may take (see transport timeouts). */
  leaseSeconds?: number;
  retryBaseMs?: number;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

const messageIdDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

/** One pass: claim due mails, send each once, record the outcome. */
export async function deliverDueMail(db: Db, transport: MailTransport, options: DeliveryOptions): Promise<DeliveryResult> {
  const { batchSize = 20, leaseSeconds = 600, retryBaseMs = 60_000 } = options;
  await parkAbandonedMail(db);
  const claimed = await claimDueMail(db, batchSize, leaseSeconds);
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      await transport.send({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // One Message-ID per outbox row lets a receiving system recognise the mail as one.
        messageId: `<${mail.id}@${messageIdDomain(options.from)}>`,
      });
    } catch (error) {
      result.failed += 1;
      await markAttemptFailed(db, mail.id, String((error as Error).message ?? error).slice(0, 500), retryDelayMs(mail.attempts, retryBaseMs));
      continue;
    }
    await markSent(db, mail.id);
    result.sent += 1;
  }
  return result;
}
