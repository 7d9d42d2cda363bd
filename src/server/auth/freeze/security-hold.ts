import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { users, type User } from '../../db/schema';
import { AppError } from '../../errors';
import { frozenRefusal } from './frozen';
import { freezeMessages } from '../../../shared/schemas/account-freeze';

const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;

/**
 * After a change to the account's security (a new password, two-factor sign-in or mailed
 * withdrawal codes turned off) new withdrawals wait SECURITY_HOLD_HOURS, in the transaction of the
 * change: someone who took over the account cannot empty it before the owner reads the mail about
 * it. A later change starts the wait again.
 */
export async function holdWithdrawals(ctx: Pick<AppContext, 'config' | 'clock'>, tx: Queryable, userId: string): Promise<void> {
  const hours = ctx.config.securityHoldHours;
  if (hours === 0) return;
  await tx
    .update(users)
    .set({ withdrawalsHeldUntil: new Date(ctx.clock.now().getTime() + hours * HOUR_MS) })
    .where(eq(users.id, userId));
}

/** The end of the hold to the minute, rounded up so that a withdrawal at the named minute goes through: "2026-11-29 14:05 UTC". */
const untilInUtc = (until: Date) => `${new Date(Math.ceil(until.getTime() / MINUTE_MS) * MINUTE_MS).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A new withdrawal (and the code that would confirm one) is refused with 403 ACCOUNT_FROZEN for a
 * frozen account, and with 403 SECURITY_HOLD, naming when it ends, while a hold lasts. Runs after
 * requireUser; a hold set while SECURITY_HOLD_HOURS was above 0 ends when it is set to 0.
 */
export function refuseHeldWithdrawals(ctx: Pick<AppContext, 'config' | 'clock'>) {
  const refusal = (user: User): AppError | undefined => {
    const frozen = frozenRefusal(user);
    if (frozen) return frozen;
    const until = user.withdrawalsHeldUntil;
    if (ctx.config.securityHoldHours > 0 && until && until > ctx.clock.now()) {
      return new AppError(403, 'SECURITY_HOLD', freezeMessages.securityHold(untilInUtc(until)));
    }
    return undefined;
  };
  // A callback hook: it reads only the loaded session, and an async one costs a promise per request.
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const user = request.session?.user;
    done(user ? refusal(user) : undefined);
  };
}
