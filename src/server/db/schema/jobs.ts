import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Leases for scheduled jobs so only one app instance runs a job at a time. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
