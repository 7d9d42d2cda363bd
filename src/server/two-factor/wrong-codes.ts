import type { Db, Queryable } from '../db/client';
import { countAttempt, countsSoFar, forgetAttempts } from '../http/rate-limit-store';

/**
 * Wrong sign-in codes one account may get in a window, from every address and half-finished sign-in
 * together. Each half-finished sign-in already ends after 5 wrong codes, but someone who knows the
 * password can start another at will; this keeps them to about 960 guesses a day at a 6-digit code.
 */
const WRONG_CODES_PER_ACCOUNT = 10;
const WINDOW_MS = 15 * 60_000;
const keyOf = (userId: string) => `two-factor-code:account:${userId}`;

/** Counted in the database every instance shares (rate_limit_counters), like the password limits. */
export async function wrongCodesUsedUp(db: Db, userId: string): Promise<boolean> {
  const [wrong] = await countsSoFar(db, [keyOf(userId)]);
  return wrong! >= WRONG_CODES_PER_ACCOUNT;
}

export async function countWrongCode(db: Db, userId: string): Promise<void> {
  await countAttempt(db, keyOf(userId), WINDOW_MS);
}

/** A password set through the mailed link shuts out whoever was guessing with the old one. */
export const forgetWrongCodes = (db: Queryable, userId: string) => forgetAttempts(db, keyOf(userId));
