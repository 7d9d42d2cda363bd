import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { serverNodeArgs } from '../../../scripts/server-command.mjs';

/** The line main.ts prints once it listens. */
const LISTENING = /Investment platform on http:\/\//;
const START_TIMEOUT_MS = 60_000;

export interface AppExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The real server (compiled from src/server/main.ts, as `npm start` runs it) in a child process. */
export interface AppProcess {
  baseUrl: string;
  pid: number;
  /** How long it took from spawn to listening. */
  startMs: number;
  exited: Promise<AppExit>;
  output(): string;
  /** Sends the signal and waits for the process to be gone. */
  stop(signal: NodeJS.Signals): Promise<AppExit>;
}

/** Ports nothing listens on, all different (each is held until all are found). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export const freePort = async () => (await freePorts(1))[0]!;

/**
 * Settings every fault test shares: no demo seed, sessions that outlive a long run, no sign-in
 * limit for the one test address, a fixed key so nothing is generated into DATA_DIR.
 */
export function appEnv(database: { DATA_DIR: string; DATABASE_URL: string }, port: number): Record<string, string> {
  return {
    ...database,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    SESSION_IDLE_MINUTES: '600',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    SECRET_KEY: 'fault-test-secret-key',
  };
}

function spawnApp(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<AppExit> } {
  const child = spawn(process.execPath, serverNodeArgs(), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<AppExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exited };
}

/** Starts the app and resolves once it listens; rejects with its output if it exits first. */
export async function startApp(env: Record<string, string>): Promise<AppProcess> {
  const startedAt = Date.now();
  const { child, output, exited } = spawnApp(env);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The app did not start within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      if (!LISTENING.test(output())) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', onData);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`The app exited (${exit.code ?? exit.signal}) before listening:\n${output()}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${env.PORT}`,
    pid: child.pid!,
    startMs: Date.now() - startedAt,
    exited,
    output,
    stop(signal) {
      child.kill(signal);
      return exited;
    },
  };
}

/** Runs the app until it exits by itself (e.g. refuses to start); for processes expected to fail. */
export function runAppToExit(env: Record<string, string>): Promise<AppExit & { output: string }> {
  const { output, exited } = spawnApp(env);
  return exited.then((exit) => ({ ...exit, output: output() }));
}
