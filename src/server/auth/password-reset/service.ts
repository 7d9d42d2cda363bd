import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { mailUser } from '../../mail/send';
import { passwordResetLinkMail } from '../../mail/templates/password-reset-link';
import { passwordChangedMail } from '../../mail/templates/password-changed';
import { mailText } from '../../mail/text/mail-text';
import { writeAudit } from '../../audit/record';
import { recoveryMessages, type PasswordResetConfirmRequest, type PasswordResetRequest } from '../../../shared/schemas/account-recovery';
import { consumeAccountTokenAndSiblings, issueAccountToken, voidAccountTokens } from '../account-tokens';
import { passwordResetLink } from '../account-links';
import { hashPassword } from '../../crypto/password';
import { endAllSessions } from '../session-store';
import { forgetAccountFailures } from '../password-checks/password-check-limits';
import { forgetWrongCodes } from '../../two-factor/wrong-codes';
import { endPendingSignIns } from '../../two-factor/sign-in';
import { holdWithdrawals } from '../freeze/security-hold';
import { freezeLink } from '../freeze/freeze-link';
import { liftFreeze } from '../freeze/lift-freeze';

const RESET_VALID_MS = 30 * 60_000;

/**
 * Mails a reset link when the address has an account, and does nothing otherwise; the caller
 * answers the same either way. The lookup and the write share one transaction on both paths, so
 * the two take about the same time.
 */
export async function requestPasswordReset(ctx: AppContext, input: PasswordResetRequest): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, input.email));
    if (!user) return;
    // Only the newest link works: one mailed earlier, perhaps to a mailbox read by someone else, no longer does.
    await voidAccountTokens(tx, user.id, 'password_reset', now);
    const token = await issueAccountToken(tx, { userId: user.id, purpose: 'password_reset', now, validForMs: RESET_VALID_MS });
    await mailUser(tx, user, passwordResetLinkMail({ fullname: user.fullname, link: passwordResetLink(ctx.config, token) }, mailText(user.language)));
  });
}

/**
 * Spends the token (and voids the account's other reset links), sets the password, ends every
 * session and half-finished sign-in and tells the owner; or changes nothing.
 */
export async function confirmPasswordReset(ctx: AppContext, input: PasswordResetConfirmRequest): Promise<void> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeAccountTokenAndSiblings(tx, input.token, 'password_reset', now);
    if (!userId) throw badRequest('INVALID_RESET_TOKEN', recoveryMessages.resetLinkInvalid);
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)).returning();
    await endAllSessions(tx, userId);
    // A sign-in begun with the old password cannot be finished with it.
    await endPendingSignIns(tx, userId);
    // Guesses at the old password no longer stand between the owner and the new one.
    await forgetAccountFailures(tx, user!.email);
    await forgetWrongCodes(tx, userId);
    await holdWithdrawals(ctx, tx, userId);
    await liftFreeze(ctx, tx, user!);
    const link = await freezeLink(ctx, tx, userId);
    await mailUser(tx, user!, passwordChangedMail({ fullname: user!.fullname, every: true, freezeLink: link }, mailText(user!.language)));
    await writeAudit(tx, { actorId: userId, action: 'user.password_reset', entityType: 'user', entityId: userId });
  });
}
