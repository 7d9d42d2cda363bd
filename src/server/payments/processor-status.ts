import type { Queryable } from '../db/client';
import { paymentWebhooks } from '../db/schema';
import type { PaymentProcessorStatusDto } from '../../shared/schemas/admin';
import type { Processors } from './processors';
import { PROCESSOR_COINS } from '../../shared/method-coin';

/**
 * Per coin, the processor that handles it (none: deposits in it are approved by hand), whether it
 * also sends that coin's payouts, and when its last signed webhook arrived.
 */
export async function processorStatus(db: Queryable, processors: Processors): Promise<PaymentProcessorStatusDto[]> {
  const received = new Map((await db.select().from(paymentWebhooks)).map((row) => [row.processor, row.lastReceivedAt.toISOString()]));
  return PROCESSOR_COINS.map((coin) => {
    const handler = processors.forCoin(coin);
    const processor = handler?.name ?? null;
    return { coin, processor, paysOut: handler?.payouts?.coins.includes(coin) ?? false, lastWebhookAt: (processor && received.get(processor)) ?? null };
  });
}
