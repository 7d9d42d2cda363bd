import type { AppContext } from '../context';
import { deliverDueMail } from './deliver';
import { createSmtpTransport } from './transport';
import { repeatWithoutOverlap } from '../jobs/repeat';
import { jobRuns } from '../metrics/job-runs';

/**
 * Delivers the outbox every few seconds when SMTP_URL is set. Without it mail stays in the outbox,
 * readable at GET /api/dev/mail outside production. Safe to run on every instance at once.
 */
export function startMailWorker(ctx: AppContext, intervalMs = 5_000): () => Promise<void> {
  if (!ctx.config.smtpUrl) {
    console.log('SMTP_URL is not set: mail stays in the outbox (GET /api/dev/mail outside production).');
    return async () => {};
  }
  const transport = createSmtpTransport(ctx.config.smtpUrl);
  const stop = repeatWithoutOverlap(
    () => deliverDueMail(ctx.db, transport, { from: ctx.config.mailFrom }),
    intervalMs,
    'Mail delivery pass failed; retrying shortly.',
    jobRuns(ctx.db, 'mail_outbox'),
  );
  return async () => {
    await stop();
    transport.close();
  };
}
