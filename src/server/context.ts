import type { Config } from './config';
import type { Db } from './db/client';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every route and job needs; built once in app.ts, replaced piecemeal in tests. */
export interface AppContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  clock: Clock;
}
