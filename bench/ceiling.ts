import type { Database } from '../src/server/db/client';
import { resumeSession } from '../src/server/auth/session-store';

/**
 * Requests/s of the read endpoint's own database work (the session lookup joined to the user,
 * exactly as each request runs it) issued straight through the driver at the same concurrency,
 * without HTTP: the most the endpoint could reach. Like the endpoint's load, it is timed after
 * `warmupMs` of the same loop untimed.
 */
export async function measureReadCeiling(database: Database, cookies: string[], concurrency: number, durationMs: number, warmupMs: number): Promise<number> {
  const tokens = cookies.map((cookie) => cookie.replace(/^sid=/, ''));
  /** Lookups completed by `concurrency` loops in `ms`. */
  const runFor = async (ms: number): Promise<number> => {
    const deadline = Date.now() + ms;
    let completed = 0;
    const worker = async (index: number) => {
      while (Date.now() < deadline) {
        const session = await resumeSession(database.db, tokens[index % tokens.length]!, 120, new Date(), { slide: true });
        if (!session) throw new Error('Bench session not found');
        completed += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
    return completed;
  };
  await runFor(warmupMs);
  const started = Date.now();
  const completed = await runFor(durationMs);
  return Math.round((completed * 1000) / (Date.now() - started));
}
