import os from 'node:os';
import { AppError } from '../errors';

/** Hashes at once: one per core, so argon2 never takes the whole thread pool from files and DNS. */
const CONCURRENT_HASHES = os.availableParallelism();
/**
 * Hashes waiting beyond that. The per-address and per-account slots (auth/password-checks/password-check-limits.ts)
 * keep any one client to a few; a queue this long means a flood from many addresses at once, and
 * answering "busy" at once beats making every waiting sign-in slower.
 */
const MAX_WAITING = 64 * CONCURRENT_HASHES;
const BUSY = 'The server is busy checking passwords. Please try again in a moment.';

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Runs one argon2 hash or verification when a slot is free, first come first served. argon2 runs
 * on libuv's shared thread pool: unbounded, a flood of checks would queue there ahead of everyone.
 */
export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING) throw new AppError(503, 'BUSY', BUSY);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
