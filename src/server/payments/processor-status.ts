import type { Queryable } from '../db/client';
import { paymentWebhooks } from '../db/schema';
import type { PaymentProcessorStatusDto } from '../../shared/schemas/admin';
import type { Processors } from './processors';
import { PROCESSOR_COINS } from '../../shared/method-coin';

/** Per coin, the processor that handles it (none: deposits in it are approved by hand) and when its last signed webhook arrived. */
export async function processorStatus(db: Queryable, processors: Processors): Promise<PaymentProcessorStatusDto[]> {
  const received = new Map((await db.select().from(paymentWebhooks)).map((row) => [row.processor, row.lastReceivedAt.toISOString()]));
  return PROCESSOR_COINS.map((coin) => {
    const processor = processors.forCoin(coin)?.name ?? null;
    return { coin, processor, lastWebhookAt: (processor && received.get(processor)) ?? null };
  });
}
