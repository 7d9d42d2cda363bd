import type { Db } from '../../db/client';

/**
 * Budgets of wrong answers this instance has seen used up, each until its window ends (epoch ms):
 * a memory of the counters of one database, so kept per database (a test process runs several).
 * A client past its budget is then refused from memory: without reading the shared counters again,
 * and for a signed-in client guessing its own account, in the first hook, before its session is
 * loaded. Only ever refuses what the counters would: every entry is written from a count the
 * database answered, for the time its window had left. Another instance that has not seen the
 * budget spent asks the database once, and then remembers it too.
 */
export interface SpentBudgets {
  remember(key: string, msLeft: number): void;
  isSpent(key: string): boolean;
}

/** Entries are written only once a budget is spent, so this takes a sustained attack; then ended ones are swept. */
const SWEEP_ABOVE = 10_000;
const byDatabase = new WeakMap<Db, SpentBudgets>();

export function spentBudgets(db: Db): SpentBudgets {
  let budgets = byDatabase.get(db);
  if (budgets) return budgets;
  const spentUntil = new Map<string, number>();
  budgets = {
    remember(key, msLeft) {
      const now = Date.now();
      if (spentUntil.size >= SWEEP_ABOVE) for (const [old, until] of spentUntil) if (until <= now) spentUntil.delete(old);
      spentUntil.set(key, now + msLeft);
    },
    isSpent(key) {
      const until = spentUntil.get(key);
      if (until === undefined) return false;
      if (until > Date.now()) return true;
      spentUntil.delete(key);
      return false;
    },
  };
  byDatabase.set(db, budgets);
  return budgets;
}

/**
 * One session's tries at one route, from one address. Only routes that check the session's own
 * account remember it, so a spent budget never refuses the same cookie signing in to another account.
 */
export const sessionAtRoute = (route: string, address: string, session: string) => `session-route:${route}:${address}:${session}`;
