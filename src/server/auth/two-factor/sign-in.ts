import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { twoFactorChallenges, users, type User } from '../../db/schema';
import { mailUser } from '../../mail/send';
import { twoFactorChangedMail } from '../../mail/templates/two-factor-changed';
import { mailText } from '../../mail/text/mail-text';
import { writeAudit } from '../../audit/record';
import { freezeLink } from '../freeze/freeze-link';
import { hashToken, newToken } from '../../crypto/tokens';
import { acceptCode } from './credentials';
import { countWrongCode, wrongCodesUsedUp } from './wrong-codes';

export const CHALLENGE_MINUTES = 5;
const MAX_WRONG_CODES = 5;

/** After the right password: a half-finished sign-in, named by a token the browser keeps in a cookie. */
export async function startChallenge(ctx: AppContext, userId: string): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(twoFactorChallenges).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** Ends every half-finished sign-in of the account: what began them (the password, two-factor) changed. */
export async function endPendingSignIns(tx: Queryable, userId: string): Promise<void> {
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

const liveChallenge = (token: string, now: Date) => and(eq(twoFactorChallenges.tokenHash, hashToken(token)), gt(twoFactorChallenges.expiresAt, now));

/** The e-mail of the account a live half-finished sign-in is for, or undefined. */
export async function accountSigningIn(ctx: AppContext, token: string): Promise<string | undefined> {
  const [pending] = await ctx.db
    .select({ email: users.email })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(liveChallenge(token, ctx.clock.now()));
  return pending?.email;
}

export type ChallengeOutcome =
  | { outcome: 'signed-in'; user: User }
  | { outcome: 'expired' }
  | { outcome: 'wrong-code' }
  | { outcome: 'ended' }
  | { outcome: 'account-limit' };

/**
 * The code finishes the sign-in once. A wrong one is counted, on the half-finished sign-in (the
 * fifth ends it) and on the account (wrong-codes.ts, which tells the owner when the limit is hit,
 * naming `address`); past the account's limit no code is checked, so the right one gets the same
 * answer as a wrong one.
 */
export async function completeChallenge(ctx: AppContext, token: string, code: string, address: string): Promise<ChallengeOutcome> {
  const now = ctx.clock.now();
  const [pending] = await ctx.db.select({ userId: twoFactorChallenges.userId }).from(twoFactorChallenges).where(liveChallenge(token, now));
  if (!pending) return { outcome: 'expired' };
  if (await wrongCodesUsedUp(ctx.db, pending.userId)) return { outcome: 'account-limit' };
  const result = await checkCode(ctx, token, code, now);
  // Outside the transaction, which would hold PGlite's only connection.
  if (result.outcome === 'wrong-code' || result.outcome === 'ended') await countWrongCode(ctx, pending.userId, address);
  return result;
}

async function checkCode(ctx: AppContext, token: string, code: string, now: Date): Promise<ChallengeOutcome> {
  return ctx.db.transaction(async (tx): Promise<ChallengeOutcome> => {
    const [challenge] = await tx.select().from(twoFactorChallenges).where(liveChallenge(token, now)).for('update');
    if (!challenge) return { outcome: 'expired' };
    const accepted = await acceptCode(ctx, tx, challenge.userId, code);
    if (!accepted) {
      const failedAttempts = challenge.failedAttempts + 1;
      if (failedAttempts >= MAX_WRONG_CODES) {
        await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id));
        return { outcome: 'ended' };
      }
      await tx.update(twoFactorChallenges).set({ failedAttempts }).where(eq(twoFactorChallenges.id, challenge.id));
      return { outcome: 'wrong-code' };
    }
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id));
    const [user] = await tx.select().from(users).where(eq(users.id, challenge.userId));
    if (accepted === 'recovery') {
      await mailUser(
        tx,
        user!,
        twoFactorChangedMail(
          { fullname: user!.fullname, change: 'recovery_code_used', freezeLink: await freezeLink(ctx, tx, user!.id) },
          mailText(user!.language),
        ),
      );
      await writeAudit(tx, { actorId: user!.id, action: 'user.recovery_code_used', entityType: 'user', entityId: user!.id });
    }
    return { outcome: 'signed-in', user: user! };
  });
}
