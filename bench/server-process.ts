import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { serverNodeArgs } from '../scripts/server-command.mjs';

/** Every bench server's SECRET_KEY, so the bench can seal the authenticator secrets it enrols as the server would. */
export const BENCH_SECRET_KEY = 'bench-secret-key-not-for-production';

const BENCH_METRICS_TOKEN = 'bench-metrics-token-not-for-production';

export interface RunningServer {
  baseUrl: string;
  /** CPU time the server process has used so far (Linux), or null where /proc is missing. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** utime + stime of a process from /proc, in ms (Linux counts them in 1/100 s). */
export function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server at ${baseUrl} did not become healthy`);
}

/** The production server in its own process, as `npm start` runs it (or, given `nodeArgs`, another server). */
export async function startServer(env: Record<string, string>, port: number, nodeArgs: string[] = serverNodeArgs()): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    env: {
      ...process.env,
      // PGlite unless the caller names a database: a bench started with DATABASE_URL must not send
      // every server there (an empty DATABASE_URL is unset).
      DATABASE_URL: '',
      // Request metrics on, as an operator who scrapes /metrics runs the server: every request pays
      // for its histogram sample (a caller's own token wins).
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_IDLE_MINUTES: '120',
      // Every bench client comes from 127.0.0.1 and signs in to one account; the limits are proven
      // by tests, not measured here.
      LOGIN_LIMIT_PER_ADDRESS: '100000',
      LOGIN_LIMIT_PER_ACCOUNT: '100000',
      SECRET_KEY: BENCH_SECRET_KEY,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, 60_000);
  } catch (error) {
    // A server that never answered must not outlive the bench: it would keep the port, and the next
    // run's server could not listen on it.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    cpuMs: () => processCpuMs(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
