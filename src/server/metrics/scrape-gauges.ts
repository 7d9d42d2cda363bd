import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client';
import { selectRows } from '../db/rows';
import { deposits, kycRecords, mailOutbox, mt4Subscriptions, withdrawals } from '../db/schema';

/**
 * Counts read when Prometheus scrapes, not kept up to date per request. Each count is one range of
 * a (status, …) index, and mail is counted only in its unsent statuses: sent mail grows without end.
 */
const pendingQueues = sql`select
  (select count(*) from ${deposits} where ${deposits.status} = 'pending')::int as deposits,
  (select count(*) from ${withdrawals} where ${withdrawals.status} = 'pending')::int as withdrawals,
  (select count(*) from ${kycRecords} where ${kycRecords.status} = 'pending')::int as kyc,
  (select count(*) from ${mt4Subscriptions} where ${mt4Subscriptions.status} = 'pending')::int as mt4_subscriptions`;

const UNSENT_MAIL_STATUSES = ['pending', 'sending', 'failed'] as const;
const unsentMail = (db: Db) =>
  db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, [...UNSENT_MAIL_STATUSES]))
    .groupBy(mailOutbox.status);

/** The node-postgres pool behind a handle; PGlite has none (one connection in the process). */
const poolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

export function registerScrapeGauges(registry: Registry, db: Db): void {
  new Gauge({
    name: 'pending_queue_size',
    help: 'Requests waiting for an operator: deposits, withdrawals, KYC submissions, MT4 subscriptions.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const [sizes] = await selectRows<Record<string, number>>(db, pendingQueues);
      for (const [queue, size] of Object.entries(sizes!)) this.set({ queue }, size);
    },
  });

  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Mail not yet sent, by status: pending (due or retrying), sending, failed (parked for a person).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = new Map((await unsentMail(db)).map((row) => [row.status, row.count]));
      for (const status of UNSENT_MAIL_STATUSES) this.set({ status }, counts.get(status) ?? 0);
    },
  });

  const pool = poolOf(db);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections: total and idle in the pool, and waiting (requests queued for one). PGlite: one connection.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return void this.set({ state: 'total' }, 1);
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
