import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { buildApp } from './app';
import { systemClock, type AppContext } from './context';
import { startBackgroundJobs } from './jobs/start';
import { oneInstanceAtATime } from './db/startup-lock';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Instances started together on a new PostgreSQL database take turns, so one migrates and seeds.
const seeded = await oneInstanceAtATime(config.databaseUrl, async () => {
  await migrate(database);
  return seedIfEmpty(database.db, config);
});

const ctx: AppContext = { db: database.db, dbKind: database.kind, config, clock: systemClock };
const app = await buildApp(ctx, { logger: process.env.LOG_REQUESTS === '1' });
const stopJobs = startBackgroundJobs(ctx);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
  await stopJobs();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Investment platform on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${database.kind})`);
if (seeded) {
  console.log('Seeded an empty database. Sign in with:');
  for (const line of seeded) console.log(`  ${line}`);
}
