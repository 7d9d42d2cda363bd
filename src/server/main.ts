import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { securePrivateDataDir } from './db/data-dir-permissions';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/seed-if-empty';
import { buildApp } from './app';
import { systemClock, type AppContext } from './context';
import { createLogger } from './http/request-logging';
import { startBackgroundJobs } from './background-jobs';
import { oneInstanceAtATime } from './db/startup-lock';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const FIRST_SIGN_IN_FILE = 'first-sign-in.txt';
const config = configOrExit();
const logger = createLogger({ level: config.logLevel, pretty: !config.production && process.env.NODE_ENV !== 'test' });
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  logger.flush();
  process.exit(1);
});

const tightened = securePrivateDataDir(config.dataDir);
if (tightened > 0) logger.warn({ dataDir: config.dataDir, tightened }, 'DATA_DIR had entries other users could reach; made private to this user');

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Instances started together on a new PostgreSQL database take turns, so one migrates and seeds.
const seeded = await oneInstanceAtATime(config.databaseUrl, async () => {
  await migrate(database);
  return seedIfEmpty(database.db, config);
});
// PGlite lays out a new database with mode 0666 whatever the umask; DATA_DIR's own 0700 already
// keeps others out, and this pass makes the files themselves private as well.
securePrivateDataDir(config.dataDir);

const ctx: AppContext = { db: database.db, dbKind: database.kind, config, clock: systemClock };
const app = await buildApp(ctx, { logger });
const stopJobs = startBackgroundJobs(ctx);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  await stopJobs();
  await app.close();
  await database.close();
  logger.flush();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
logger.info(
  { database: database.kind, production: config.production },
  `Investment platform on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${database.kind})`,
);
if (seeded) announceFirstSignIn(seeded);
// Log lines are gathered before they are written (createLogger); that the server listens is told at once.
logger.flush();

/**
 * Where to find the first sign-in. On a developer's terminal it is printed; in production standard
 * output is the log, which must never hold a password, so it goes to a private file instead.
 */
function announceFirstSignIn(lines: string[]) {
  if (!config.production) {
    console.log(['Seeded an empty database. Sign in with:', ...lines.map((line) => `  ${line}`)].join('\n'));
    return;
  }
  const file = path.join(config.dataDir, FIRST_SIGN_IN_FILE);
  fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  logger.warn({ file }, 'Seeded an empty database: the first operator sign-in is in this file; delete it once signed in');
}
