import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { unappliedMigrations } from '../db/migrate';
import { checkSecretKey } from './secret-key';

type ReadinessCheck = 'database' | 'migrations' | 'dataDir' | 'secretKey';
export type CheckResults = Record<ReadinessCheck, boolean>;

/** Why a check failed, for the log; the answer only says which. */
export interface CheckFailure {
  check: ReadinessCheck;
  error: unknown;
}

/** Writes and deletes a small file, as storing an upload would; creates DATA_DIR as the start does. */
async function writeProbe(dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const probe = path.join(dataDir, `.ready-${randomUUID()}`);
  await fs.writeFile(probe, 'ok', { flag: 'wx' });
  await fs.unlink(probe);
}

const CHECKS: Record<ReadinessCheck, (ctx: AppContext) => Promise<void>> = {
  database: async (ctx) => {
    await ctx.db.execute(sql`select 1`);
  },
  migrations: async (ctx) => {
    const missing = await unappliedMigrations(ctx.db);
    if (missing.length > 0) throw new Error(`Migrations not applied: ${missing.join(', ')}`);
  },
  dataDir: (ctx) => writeProbe(ctx.config.dataDir),
  secretKey: checkSecretKey,
};

/**
 * Whether this instance can serve: its database answers, has every migration applied, DATA_DIR
 * takes writes, and SECRET_KEY opens the secrets already stored.
 */
export async function checkReadiness(ctx: AppContext): Promise<{ checks: CheckResults; failures: CheckFailure[] }> {
  const names = Object.keys(CHECKS) as ReadinessCheck[];
  const outcomes = await Promise.allSettled(names.map((name) => CHECKS[name](ctx)));
  const checks = {} as CheckResults;
  const failures: CheckFailure[] = [];
  names.forEach((check, index) => {
    const outcome = outcomes[index]!;
    checks[check] = outcome.status === 'fulfilled';
    if (outcome.status === 'rejected') failures.push({ check, error: outcome.reason });
  });
  return { checks, failures };
}
