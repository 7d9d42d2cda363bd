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

/**
 * A gauge read from the database. When the database does not answer, the gauge is left out of the
 * scrape rather than failing it: the process metrics matter most then, and readiness reports why.
 */
function databaseGauge<Label extends string>(registry: Registry, name: string, help: string, label: Label, read: () => Promise<Map<string, number>>): void {
  new Gauge({
    name,
    help,
    labelNames: [label],
    registers: [registry],
    async collect() {
      this.reset();
      const values = await read().catch(() => new Map<string, number>());
      for (const [value, count] of values) this.set({ [label]: value } as Record<Label, string>, count);
    },
  });
}

export function registerScrapeGauges(registry: Registry, db: Db): void {
  databaseGauge(
    registry,
    'pending_queue_size',
    'Requests waiting for an operator: deposits, withdrawals, KYC submissions, MT4 subscriptions.',
    'queue',
    async () => new Map(Object.entries((await selectRows<Record<string, number>>(db, pendingQueues))[0]!)),
  );
  databaseGauge(
    registry,
    'mail_outbox_depth',
    'Mail not yet sent, by status: pending (due or retrying), sending, failed (parked for a person).',
    'status',
    async () => {
      const counts = new Map((await unsentMail(db)).map((row) => [row.status as string, row.count]));
      return new Map(UNSENT_MAIL_STATUSES.map((status) => [status, counts.get(status) ?? 0]));
    },
  );

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
