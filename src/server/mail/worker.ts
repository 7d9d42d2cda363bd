import type { AppContext } from '../context';
import { deliverDueMail } from './deliver';
import { createSmtpTransport } from './transport';

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
  let running: Promise<void> | null = null;

  const tick = () => {
    if (running) return;
    running = deliverDueMail(ctx.db, transport, { from: ctx.config.mailFrom })
      .then(() => undefined)
      .catch((error: unknown) => console.error('Mail delivery pass failed; retrying shortly.', error))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
    transport.close();
  };
}
