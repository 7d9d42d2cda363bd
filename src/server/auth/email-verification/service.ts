import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { users, type User } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { mailUser } from '../../mail/send';
import { verifyEmailMail } from '../../mail/templates/verify-email';
import { mailText } from '../../mail/text/mail-text';
import { recoveryMessages } from '../../../shared/schemas/account-recovery';
import { consumeAccountToken, issueAccountToken } from '../account-tokens';
import { verifyEmailLink } from '../account-links';

const VERIFICATION_VALID_MS = 24 * 3600_000;

/** Mails the owner a single-use link that confirms the address, in the caller's transaction. */
export async function mailVerificationLink(ctx: AppContext, tx: Queryable, user: User): Promise<void> {
  const token = await issueAccountToken(tx, { userId: user.id, purpose: 'email_verification', now: ctx.clock.now(), validForMs: VERIFICATION_VALID_MS });
  await mailUser(tx, user, verifyEmailMail({ fullname: user.fullname, link: verifyEmailLink(ctx.config, token) }, mailText(user.language)));
}

/** Spends the token and marks the address verified; an unknown, expired or used token changes nothing. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'email_verification', now);
    if (!userId) throw badRequest('INVALID_VERIFICATION_TOKEN', recoveryMessages.verificationLinkInvalid);
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  });
}

/** "Send the link again" for a signed-in investor whose address is not verified yet. */
export async function resendVerificationLink(ctx: AppContext, user: User): Promise<void> {
  if (user.emailVerifiedAt) throw new AppError(409, 'ALREADY_VERIFIED', recoveryMessages.alreadyVerified);
  await ctx.db.transaction((tx) => mailVerificationLink(ctx, tx, user));
}
