import type { IncomingHttpHeaders } from 'node:http';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { paymentWebhooks } from '../db/schema';
import { followInvoice } from './follow-invoice';
import { followPayout } from './follow-payout';
import { ProcessorUnavailable, type PaymentProcessor } from './processor';

/** When this process last recorded each processor's webhook, per database: the Payment methods page needs the time to the second, not a write per webhook on one hot row. */
const recordedAt = new WeakMap<object, Map<string, number>>();
const RECORD_EVERY_MS = 1000;

/** How a webhook is answered: 401 refused, 503 the processor's API did not answer (it delivers again), 200 done. */
export type WebhookAnswer = 401 | 503 | 200;

/**
 * Any processor's webhook: the signature over the raw bytes first, then the state of the invoice or
 * payout it names read from the processor's API and acted on. The event's body is trusted only to name them.
 */
export async function receiveWebhook(ctx: AppContext, processor: PaymentProcessor, rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookAnswer> {
  const verdict = processor.verifyWebhook(rawBody, headers);
  if (!verdict.verified) return 401;
  const at = ctx.clock.now();
  const recorded = recordedAt.get(ctx.db) ?? new Map<string, number>();
  recordedAt.set(ctx.db, recorded);
  if (at.getTime() - (recorded.get(processor.name) ?? 0) >= RECORD_EVERY_MS) {
    recorded.set(processor.name, at.getTime());
    await ctx.db
      .insert(paymentWebhooks)
      .values({ processor: processor.name, lastReceivedAt: at })
      .onConflictDoUpdate({
        target: paymentWebhooks.processor,
        set: { lastReceivedAt: sql`greatest(${paymentWebhooks.lastReceivedAt}, excluded.last_received_at)` },
      });
  }
  try {
    if (verdict.invoiceId) await followInvoice(ctx, processor, verdict.invoiceId);
    if (verdict.payoutId) await followPayout(ctx, processor, verdict.payoutId);
  } catch (error) {
    if (error instanceof ProcessorUnavailable) return 503;
    throw error;
  }
  return 200;
}
