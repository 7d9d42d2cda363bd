import { bigserial, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { Reconciliation } from '../../../shared/schemas/admin';

/** Each scheduled (or requested) check of every balance against the ledger; the page shows the latest. */
export const reconciliationReports = pgTable('reconciliation_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  durationMs: integer('duration_ms').notNull(),
  report: jsonb('report').$type<Reconciliation>().notNull(),
});
