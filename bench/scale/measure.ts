import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { BenchTarget } from '../targets';
import { runLoad } from '../measure-target';
import { startServer } from '../server-process';
import type { LoadSpec } from '../load';
import type { AppContext } from '../../src/server/context';
import { loadConfig } from '../../src/server/config';
import { selectRows } from '../../src/server/db/rows';
import { runAccrual } from '../../src/server/accrual/run';
import { DAY_MS } from '../../src/server/accrual/schedule';
import { checkAndStore } from '../../src/server/money/reconciliation-reports';
import { findBalanceMismatches } from '../../src/server/money/invariant';
import { benchSession, seedScale, type Credentials } from './seed';
import { median } from '../median';

const ROUNDS = 3;
const WITHDRAWAL = JSON.stringify({ cryptoType: 'BTC', walletAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', amountCents: 5000 });

/**
 * A port nobody listens on, from `preferred` up: on a shared machine another bench's server may hold
 * the usual one, and its health check would answer for ours.
 */
async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; ; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const startedAt = performance.now();
  const result = await work();
  return [performance.now() - startedAt, result];
};
const count = async (target: Awaited<ReturnType<BenchTarget['open']>>, query: ReturnType<typeof sql>) =>
  Number((await selectRows<{ n: number | string }>(target.db, query))[0]!.n);

/** A GET's p99 under 4 connections for 3 s, after 1 s of the same untimed. */
function readP99(url: string, credentials: Credentials, log: (line: string) => void) {
  const spec: LoadSpec = { url, method: 'GET', connections: 4, durationSeconds: 3, credentials: [credentials] };
  runLoad({ ...spec, durationSeconds: 1 });
  const result = runLoad(spec);
  log(`  ${new URL(url).pathname}: p99 ${result.p99Ms} ms, ${result.rps}/s, ${JSON.stringify(result.outcomes)}`);
  return result.p99Ms;
}

interface AccrualRuns {
  count: number;
  seconds: number;
}

/** The server's finished accrual runs, and their seconds in all, from its own /metrics. */
async function accrualRuns(baseUrl: string, token: string): Promise<AccrualRuns> {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const total = (family: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`job_run_duration_seconds_${family}{`) && line.includes('job="accrual"'))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return { count: total('count'), seconds: total('sum') };
}

// A run that pays nothing takes milliseconds; one that took longer may have left periods to the next.
const IDLE_RUN_SECONDS = 1;
const SETTLE_TIMEOUT_MS = 180_000;

/**
 * Waits until the server's accrual has run once with nothing left to pay: at 100,000 investors its
 * first run stops starting batches after 40 s, and the next, a minute after the first, pays the rest
 * on the same two cores the lists are measured on. Returns how long it waited.
 */
async function accrualSettled(baseUrl: string, token: string): Promise<number> {
  const startedAt = performance.now();
  let last = await accrualRuns(baseUrl, token);
  let lastRunSeconds = last.count > 0 ? last.seconds / last.count : Number.POSITIVE_INFINITY;
  while (lastRunSeconds >= IDLE_RUN_SECONDS && performance.now() - startedAt < SETTLE_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await accrualRuns(baseUrl, token);
    if (now.count > last.count) lastRunSeconds = (now.seconds - last.seconds) / (now.count - last.count);
    last = now;
  }
  return performance.now() - startedAt;
}

/**
 * The figures at scale on one database holding `investors` investors: in the bench process
 * (the database opened directly, the clock moved a day at a time) the accrual with nothing due and
 * with one period due for every investment, and the reconciliation, each the median of 3; then,
 * against the production server, withdrawals while its own accrual pays a period for everyone, and
 * the back office's and an investor's lists.
 */
export async function measureScale(target: BenchTarget, port: number, investors: number, log: (line: string) => void) {
  // The machine is shared: what else was running is part of every figure.
  const loadAverage = os.loadavg().map((value) => Number(value.toFixed(1)));
  const seededAt = new Date();
  let now = seededAt;
  const database = await target.open();
  log(`[${target.name}] seeding ${investors} investors…`);
  const [seedMs, data] = await timed(() => seedScale(database, investors, seededAt));
  log(`[${target.name}] seeded in ${Math.round(seedMs / 1000)} s`);
  const ctx: AppContext = { db: database.db, dbKind: database.kind, config: { ...loadConfig({}), seedDemo: false }, clock: { now: () => now } };
  const sizes = {
    investors: await count(database, sql`select count(*) as n from users where role = 'investor'`),
    activeInvestments: await count(database, sql`select count(*) as n from investments where status = 'active'`),
    ledgerRows: await count(database, sql`select count(*) as n from ledger_entries`),
  };

  const idleTicks: number[] = [];
  const reconciles: number[] = [];
  const allDue: Array<{ ms: number; paid: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    log(`[${target.name}] accrual and reconciliation, round ${round + 1} of ${ROUNDS}…`);
    const [idleMs, idle] = await timed(() => runAccrual(ctx));
    if (idle.roiEntries > 0) throw new Error('The idle tick paid something');
    idleTicks.push(idleMs);
    reconciles.push((await timed(() => checkAndStore(database.db)))[0]);
    now = new Date(seededAt.getTime() + (round + 1) * DAY_MS);
    const [dueMs, paid] = await timed(() => runAccrual(ctx, { budgetMs: Number.POSITIVE_INFINITY }));
    if (paid.roiEntries !== sizes.activeInvestments) throw new Error(`Paid ${paid.roiEntries} of ${sizes.activeInvestments} due periods`);
    allDue.push({ ms: dueMs, paid: paid.roiEntries });
  }
  // The server accrues by the real clock: move every investment back so that one more period is due now.
  await database.db.execute(sql`update investments set activated_at = activated_at - ${(ROUNDS + 1) * 24} * interval '1 hour',
    next_due_at = next_due_at - ${(ROUNDS + 1) * 24} * interval '1 hour' where status = 'active'`);
  await database.db.execute(sql`vacuum analyze`);
  const admin = await benchSession(database, data.adminId);
  const loadInvestors = await Promise.all(data.investorIds.map((id) => benchSession(database, id)));
  await database.close();

  const accrualAllDueMs = median(allDue.map((run) => run.ms));
  log(`[${target.name}] production server: withdrawals while its accrual pays everyone, then the lists…`);
  const metricsToken = randomBytes(16).toString('hex');
  const server = await startServer({ ...target.serverEnv, METRICS_TOKEN: metricsToken }, await freePort(port));
  const serverStartedAt = performance.now();
  const url = (path: string) => `${server.baseUrl}${path}`;
  type ListFigure = 'adminLedgerFirstPageP99Ms' | 'adminUserSearchP99Ms' | 'adminQueueP99Ms' | 'investorHistoryP99Ms';
  const lists: Array<[ListFigure, string, Credentials]> = [
    ['adminLedgerFirstPageP99Ms', url('/api/admin/ledger?limit=20'), admin],
    ['adminUserSearchP99Ms', url(`/api/admin/users?limit=20&q=${data.searchTerm}`), admin],
    ['adminQueueP99Ms', url('/api/admin/withdrawals?status=pending&limit=20'), admin],
    ['investorHistoryP99Ms', url('/api/withdrawals?limit=20'), loadInvestors[0]!],
  ];
  // Each list's p99, logged with when it was measured and the server's accrual runs ended by then.
  const measureLists = async (when: string) => {
    const figures = {} as Record<ListFigure, number>;
    for (const [figure, listUrl, credentials] of lists) {
      const at = Math.round((performance.now() - serverStartedAt) / 1000);
      figures[figure] = readP99(listUrl, credentials, log);
      const runs = await accrualRuns(server.baseUrl, metricsToken);
      log(
        `    ${when}, from ${at} s after the server started, load average ${os.loadavg()[0]!.toFixed(1)}; accrual runs ended by its end: ${runs.count} (${runs.seconds.toFixed(1)} s in all)`,
      );
    }
    return figures;
  };
  const withdrawals = (durationSeconds: number): LoadSpec => ({
    url: url('/api/withdrawals'),
    method: 'POST',
    body: WITHDRAWAL,
    connections: 10,
    durationSeconds,
    credentials: loadInvestors,
    idempotencyKeys: true,
  });
  let figures: Record<
    'withdrawalP99MsDuringAccrual' | 'adminLedgerFirstPageP99Ms' | 'adminUserSearchP99Ms' | 'adminQueueP99Ms' | 'investorHistoryP99Ms' | 'withdrawalIdleP99Ms',
    number
  >;
  try {
    // The server's accrual started with it; the load runs about as long as a full accrual took above.
    const during = runLoad(withdrawals(Math.min(40, Math.max(3, Math.round(accrualAllDueMs / 1000)))));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleWithdrawals = runLoad(withdrawals(5));
    log(
      `[${target.name}] withdrawals p99 during accrual ${during.p99Ms} ms (${during.rps}/s, ${JSON.stringify(during.outcomes)}), idle ${idleWithdrawals.p99Ms} ms (${idleWithdrawals.rps}/s, ${JSON.stringify(idleWithdrawals.outcomes)})`,
    );
    // Once as the figures were measured before (the server's accrual may still be paying), for the
    // log; then, for the JSON, once its accrual has nothing left to pay.
    await measureLists('right after the withdrawals');
    const waitedMs = await accrualSettled(server.baseUrl, metricsToken);
    log(`[${target.name}] waited ${Math.round(waitedMs / 1000)} s for an accrual run with nothing to pay; the lists again:`);
    figures = { withdrawalP99MsDuringAccrual: during.p99Ms, ...(await measureLists('accrual settled')), withdrawalIdleP99Ms: idleWithdrawals.p99Ms };
  } finally {
    await server.stop();
  }
  const after = await target.open();
  const ledgerMismatches = (await findBalanceMismatches(after.db)).length;
  await after.close();

  const { withdrawalIdleP99Ms, ...serverFigures } = figures;
  const paidPerSecond = allDue.map((run) => run.paid / (run.ms / 1000));
  return {
    scale: {
      ...sizes,
      accrualIdleTickMs: Math.round(median(idleTicks)),
      accrualPaymentsPerSecond: Math.round(median(paidPerSecond)),
      accrualAllDueMs: Math.round(accrualAllDueMs),
      reconcileMs: Math.round(median(reconciles)),
      adminLedgerFirstPageP99Ms: serverFigures.adminLedgerFirstPageP99Ms,
      adminUserSearchP99Ms: serverFigures.adminUserSearchP99Ms,
      adminQueueP99Ms: serverFigures.adminQueueP99Ms,
      investorHistoryP99Ms: serverFigures.investorHistoryP99Ms,
      withdrawalP99MsDuringAccrual: serverFigures.withdrawalP99MsDuringAccrual,
    },
    withdrawalIdleP99Ms,
    seedSeconds: Math.round(seedMs / 1000),
    loadAverage,
    ledgerMismatches,
  };
}
