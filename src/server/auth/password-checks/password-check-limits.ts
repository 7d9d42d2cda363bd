import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { countAttempt, countsSoFar, forgetAttempts } from '../../http/rate-limit-store';
import { ACCOUNT_UNDER_ATTACK, TOO_MANY_ATTEMPTS } from '../../../shared/schemas/auth';
import { takeSlots } from './client-slots';
import { sessionAtRoute, spentBudgets } from './spent-budgets';
import { SESSION_COOKIE } from '../../http/session-cookie';

const WINDOW_MS = 15 * 60_000;
/** The account-wide ceiling, in budgets of one address: a guesser needs this many addresses to reach it. */
const CEILING_IN_ADDRESS_BUDGETS = 10;
/**
 * Checks of one account from one address in progress at once: a flood from one client waits for
 * nothing, it is refused. One, so guessing one account holds at most one hashing slot (one per
 * core) while the owner signs in. How many one address or session has in flight is bounded before
 * this, in the first hook (flood-gate.ts).
 */
const SLOTS_PER_ACCOUNT_AND_ADDRESS = 1;

export interface CheckOptions {
  /**
   * Whether this check may go ahead past the account-wide ceiling: true where something the guesser
   * lacks still stands between a right answer and the account (a second factor).
   */
  passesCeiling?: () => Promise<boolean>;
  /**
   * The account is the signed-in session's own (a password change, two-factor changes): once its
   * budget is spent, the flood gate refuses this session's next tries at the route before loading it.
   */
  ofSession?: boolean;
  /**
   * The browser has signed in to this account before (known-device.ts): the budgets of its address
   * are a stranger's to spend there and do not hold it back; the account-wide ceiling still does,
   * and its wrong answers count towards it.
   */
  fromKnownDevice?: boolean;
}

const tooMany = () => new AppError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS);
/** A check that rejects with one of these was a wrong password or code; anything else counts nothing. */
const isWrongSecret = (error: unknown) => error instanceof AppError && (error.statusCode === 400 || error.statusCode === 401);
const ceilingKey = (scope: string, account: string) => `${scope}:account:${account}`;

/**
 * Limits on guessing an account's password or codes (docs/decisions/0023-sign-in-throttling.md).
 * Only wrong answers count, in the database every instance shares: per account and address, per
 * address, and an account-wide ceiling ten times looser. A stranger can use up only the budgets of
 * their own addresses, so the owner, from an address of their own, still gets in.
 *
 * `check` does the verifying and rejects with a 400 or 401 AppError when the secret was wrong.
 * `account` names the account as the client typed it (the validated, lower-cased e-mail), so an
 * unknown address is limited exactly as a known one.
 */
export function passwordCheckLimits(ctx: AppContext, scope = 'password') {
  const perAccountAndAddress = ctx.config.loginLimitPerAccount;
  const perAddress = ctx.config.loginLimitPerAddress;
  const ceiling = perAccountAndAddress * CEILING_IN_ADDRESS_BUDGETS;
  const spentHere = spentBudgets(ctx.db);

  return async function limited<T>(request: FastifyRequest, account: string, check: () => Promise<T>, options: CheckOptions = {}): Promise<T> {
    if (!request.routeOptions.config.checksSecret) throw new Error(`${request.routeOptions.url} checks a secret without the flood gate (config.checksSecret)`);
    const address = request.ip;
    const keys = { pair: `${scope}:pair:${account}:${address}`, address: `${scope}:ip:${address}`, account: ceilingKey(scope, account) };
    const budgets = options.fromKnownDevice
      ? []
      : [
          { key: keys.pair, limit: perAccountAndAddress },
          { key: keys.address, limit: perAddress },
        ];
    /** The budgets, then the ceiling: each wrong answer counts on all of them. */
    const counted = [...budgets.map(({ key }) => key), keys.account];
    /** Remembers each budget the counts show used up for the rest of its window (spent-budgets.ts); true when any is. */
    const rememberIfSpent = (counts: Array<{ current: number; ttl: number }>) => {
      const spent = budgets.flatMap((budget, index) => (counts[index]!.current >= budget.limit ? [{ key: budget.key, ttl: counts[index]!.ttl }] : []));
      for (const { key, ttl } of spent) spentHere.remember(key, ttl);
      const session = options.ofSession && request.cookies[SESSION_COOKIE];
      if (session && spent.length > 0)
        spentHere.remember(sessionAtRoute(request.routeOptions.url!, address, session), Math.max(...spent.map(({ ttl }) => ttl)));
      return spent.length > 0;
    };
    // Known spent here: refused without a slot or a database round trip.
    if (budgets.some((budget) => spentHere.isSpent(budget.key))) throw tooMany();
    // Taken before the counters are read, so a flood is turned away before it costs a database round trip.
    // The owner's known browser has a slot of its own, which a stranger at the same address cannot hold.
    const release = takeSlots([{ key: options.fromKnownDevice ? `${keys.pair}:known-device` : keys.pair, max: SLOTS_PER_ACCOUNT_AND_ADDRESS }]);
    if (!release) throw tooMany();
    try {
      const counts = await countsSoFar(ctx.db, counted);
      const accountWide = counts.pop();
      if (rememberIfSpent(counts)) throw tooMany();
      // Refused before hashing, the right password and a wrong one get the same answer.
      if (accountWide!.current >= ceiling && !(await options.passesCeiling?.())) throw new AppError(429, 'ACCOUNT_UNDER_ATTACK', ACCOUNT_UNDER_ATTACK);
      try {
        return await check();
      } catch (error) {
        if (!isWrongSecret(error)) throw error;
        const countsNow = await Promise.all(counted.map((key) => countAttempt(ctx.db, key, WINDOW_MS)));
        // This wrong answer is still answered as one; a budget it used up refuses the next from memory.
        rememberIfSpent(countsNow.slice(0, budgets.length));
        throw error;
      }
    } finally {
      release();
    }
  };
}

/** After a new password is set through the mailed link, guesses at the old one no longer hold the owner back. */
export const forgetAccountFailures = (db: Queryable, account: string, scope = 'password') => forgetAttempts(db, ceilingKey(scope, account));
