import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The spec's settings/walletAddresses map: payment-method name → wallet address. */
export const paymentMethods = pgTable('payment_methods', {
  name: text('name').primaryKey(),
  /** Null until an operator sets the platform's receiving address: the method is then not offered for deposits. */
  walletAddress: text('wallet_address'),
  /** Which payment-URI scheme the QR code uses: bitcoin, litecoin, ethereum, or none (plain address). */
  uriScheme: text('uri_scheme', { enum: ['bitcoin', 'litecoin', 'ethereum', 'none'] })
    .notNull()
    .default('none'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentMethod = typeof paymentMethods.$inferSelect;
