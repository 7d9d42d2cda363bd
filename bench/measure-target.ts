import { execFileSync } from 'node:child_process';
import type { BenchTarget } from './targets';
import { prepareBenchData, type BenchCredentials, type BenchData } from './prepare-data';
import { measureReadCeiling } from './ceiling';
import { measureDashboardRender } from './dashboard-render';
import { startServer, type RunningServer } from './server-process';
import { SERVER_NODE_FLAGS } from '../scripts/server-command.mjs';
import { compiled } from '../scripts/server-build.mjs';
import type { LoadResult, LoadSpec } from './load';
import { findBalanceMismatches } from '../src/server/money/invariant';
import { measureConfirmedFlows } from './confirmed-flows';
import { median } from './median';

export interface BenchOptions {
  /** Seconds of each read and money load. */
  seconds: number;
  log(line: string): void;
}

/** autocannon in its own process, so the load generator never shares an event loop with the server. */
export function runLoad(spec: LoadSpec): LoadResult {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/load.ts', JSON.stringify(spec)], {
    encoding: 'utf8',
    maxBuffer: 10 * 1024 * 1024,
  });
  return JSON.parse(output) as LoadResult;
}

const WARMUP_SECONDS = 2;
/** Turns of the session read on bare node:http and on the app. */
const READ_TURNS = 3;

const WITHDRAWAL = JSON.stringify({ cryptoType: 'BTC', walletAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', amountCents: 5000 });
const DEPOSIT_INVESTMENT = JSON.stringify({ planId: 1, amountCents: 100_00, fundingSource: 'deposit', paymentMethod: 'Bitcoin' });

// Each timed load follows the same load for WARMUP_SECONDS, untimed: the goals are for a server
// that has been running (its code compiled by the JIT, its statements prepared), not for its first
// seconds. A warm-up's failed requests still count. The server's own CPU per request is a cost
// the other processes on a shared machine barely move.
function loadWithWarmup(server: RunningServer, spec: LoadSpec) {
  const warmupErrors = spec.durationSeconds ? runLoad({ ...spec, durationSeconds: WARMUP_SECONDS }).errors : 0;
  const before = server.cpuMs();
  const result = runLoad(spec);
  const after = server.cpuMs();
  const cpuMsPerRequest = before === null || after === null ? null : Number(((after - before) / Math.max(1, result.requests)).toFixed(2));
  return { ...result, errors: result.errors + warmupErrors, cpuMsPerRequest };
}

/** Every figure of one database: its own fresh data, a production server of its own, then loads. */
export async function measureTarget(target: BenchTarget, port: number, options: BenchOptions) {
  const { seconds, log } = options;
  const setup = await target.open();
  const data = await prepareBenchData(setup, 50);
  const ten = data.users.slice(0, 10);
  log(`[${target.name}] ceiling (the read's SQL bare through the driver)…`);
  const ceilingRps = await measureReadCeiling(
    setup,
    ten.map((u) => u.cookie),
    10,
    seconds * 1000,
    WARMUP_SECONDS * 1000,
  );
  await setup.close();

  // Before the loads, whose mails would otherwise wait in the outbox for this server's delivery.
  log(`[${target.name}] withdrawals with a mailed code, sign-ins with two-factor…`);
  const confirmed = await measureConfirmedFlows(target, port, data);
  const { figures, bareRead, readToBareHttpRatio } = await measureApp(target, port, ten, data, seconds, log);
  return {
    ...figures,
    ...confirmed,
    errors: figures.errors + bareRead.errors,
    ceilingRps,
    ceilingRatio: Number((figures.readRps / ceilingRps).toFixed(2)),
    bareHttpReadRps: bareRead.rps,
    readToBareHttpRatio,
    bareHttpCeilingRatio: Number((bareRead.rps / ceilingRps).toFixed(2)),
    bareHttpServerCpuMsPerRequest: bareRead.cpuMsPerRequest,
  };
}

/** The read's server on plain node:http (`bare-http-server.ts`), on the same data as the app's. */
const startBareHttpServer = (target: BenchTarget, port: number) =>
  startServer(target.serverEnv, port, [...SERVER_NODE_FLAGS, compiled('bench/bare-http-server.ts', 'dist/bench/bare-http-server.mjs')]);

/**
 * The session read on bare node:http and on the app, in turns, READ_TURNS times, each server
 * started for its turn (PGlite lets one process at a time hold its data) and warmed up: loads
 * minutes apart differed by up to a fifth on this machine, as much as the gap between the two
 * servers, so each ratio is of two loads taken one after the other. Medians of the turns; the app's
 * server of the last turn is left running for the other loads.
 */
async function measureReads(target: BenchTarget, port: number, ten: BenchCredentials[], seconds: number) {
  const read = (server: RunningServer) => ({
    url: `${server.baseUrl}/api/auth/session`,
    method: 'GET' as const,
    connections: 10,
    durationSeconds: seconds,
    credentials: ten,
  });
  const turns: Array<{ app: ReturnType<typeof loadWithWarmup>; bare: ReturnType<typeof loadWithWarmup> }> = [];
  let server: RunningServer | undefined;
  try {
    for (let turn = 0; turn < READ_TURNS; turn++) {
      await server?.stop();
      server = undefined;
      const bareServer = await startBareHttpServer(target, port);
      let bare: ReturnType<typeof loadWithWarmup>;
      try {
        bare = loadWithWarmup(bareServer, read(bareServer));
      } finally {
        await bareServer.stop();
      }
      server = await startServer(target.serverEnv, port);
      turns.push({ bare, app: loadWithWarmup(server, read(server)) });
    }
  } catch (error) {
    // A failed turn must not leave the app's server holding the port (or PGlite's data).
    await server?.stop();
    throw error;
  }
  const cpu = (values: Array<number | null>) => (values.includes(null) ? null : Number(median(values as number[]).toFixed(2)));
  const app = {
    rps: Math.round(median(turns.map((turn) => turn.app.rps))),
    p99Ms: median(turns.map((turn) => turn.app.p99Ms)),
    cpuMsPerRequest: cpu(turns.map((turn) => turn.app.cpuMsPerRequest)),
    errors: turns.reduce((sum, turn) => sum + turn.app.errors, 0),
  };
  const bare = {
    rps: Math.round(median(turns.map((turn) => turn.bare.rps))),
    cpuMsPerRequest: cpu(turns.map((turn) => turn.bare.cpuMsPerRequest)),
    errors: turns.reduce((sum, turn) => sum + turn.bare.errors, 0),
  };
  return { server: server!, app, bare, ratio: Number(median(turns.map((turn) => turn.app.rps / turn.bare.rps)).toFixed(2)) };
}

/** The production server's figures: reads, money at 10 and 50 users, login, history, dashboard. */
async function measureApp(target: BenchTarget, port: number, ten: BenchCredentials[], data: BenchData, seconds: number, log: (line: string) => void) {
  log(`[${target.name}] dashboard read, in turns with the same read on bare node:http (no framework)…`);
  const reads = await measureReads(target, port, ten, seconds);
  const { server } = reads;
  const url = (p: string) => `${server.baseUrl}${p}`;
  const load = (spec: LoadSpec) => loadWithWarmup(server, spec);
  const money = (path: string, body: string, connections: number) =>
    load({
      url: url(path),
      method: 'POST',
      body,
      connections,
      durationSeconds: seconds,
      credentials: connections === 10 ? ten : data.users,
      idempotencyKeys: true,
    });
  try {
    const read = reads.app;
    log(`[${target.name}] withdrawals at 10 and 50 users…`);
    const money10 = money('/api/withdrawals', WITHDRAWAL, 10);
    const money50 = money('/api/withdrawals', WITHDRAWAL, 50);
    log(`[${target.name}] investments (deposit requests) at 10 users…`);
    const invest10 = money('/api/investments', DEPOSIT_INVESTMENT, 10);
    log(`[${target.name}] login and history…`);
    const login = load({
      url: url('/api/auth/login'),
      method: 'POST',
      body: JSON.stringify({ email: data.loginEmail, password: data.loginPassword }),
      // One account from one address gets one password check at a time (a second one in flight is
      // refused 429, decision 0023), so the one account signs in one request after another.
      connections: 1,
      amount: 20,
      credentials: [{ cookie: '', csrf: '' }],
    });
    const historyPage = (user: typeof data.history100) =>
      load({ url: url(`/api/withdrawals?limit=20&cursor=${user.deepCursor}`), method: 'GET', connections: 4, durationSeconds: 3, credentials: [user] });
    const history100 = historyPage(data.history100);
    const history100k = historyPage(data.history100k);
    log(`[${target.name}] dashboard in headless Chromium…`);
    // A browser that cannot show the page (no Chromium, a build replaced mid-run) costs this one
    // figure, reported as null and said why, not the figures already measured.
    const dashboardRenderMs = await measureDashboardRender(server.baseUrl, data.dashboard).catch((error: Error) => {
      console.error(`[${target.name}] dashboard render not measured: ${error.message.split('\n')[0]}`);
      return null;
    });
    const loads = [read, money10, money50, invest10, login, history100, history100k];
    const figures = {
      readRps: read.rps,
      readP99Ms: read.p99Ms,
      moneyRps: money10.rps,
      moneyP99Ms: money10.p99Ms,
      moneyRps50: money50.rps,
      moneyP99Ms50: money50.p99Ms,
      investRps: invest10.rps,
      investP99Ms: invest10.p99Ms,
      loginP99Ms: login.p99Ms,
      errors: loads.reduce((sum, result) => sum + result.errors, 0),
      historyP99Ms100: history100.p99Ms,
      historyP99Ms100k: history100k.p99Ms,
      dashboardRenderMs,
      readServerCpuMsPerRequest: read.cpuMsPerRequest,
      moneyServerCpuMsPerRequest: money10.cpuMsPerRequest,
      investServerCpuMsPerRequest: invest10.cpuMsPerRequest,
    };
    return { figures, bareRead: reads.bare, readToBareHttpRatio: reads.ratio };
  } finally {
    await server.stop();
  }
}

/** Balance = sum of ledger entries for every user after all the load: the number of users where not. */
export async function ledgerMismatches(target: BenchTarget): Promise<number> {
  const database = await target.open();
  try {
    return (await findBalanceMismatches(database.db)).length;
  } finally {
    await database.close();
  }
}
