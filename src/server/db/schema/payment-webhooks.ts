import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** When each payment processor's last signed webhook arrived, for the operator's Payment methods page. */
export const paymentWebhooks = pgTable('payment_webhooks', {
  processor: text('processor').primaryKey(),
  lastReceivedAt: timestamp('last_received_at', { withTimezone: true, precision: 3 }).notNull(),
});
