import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { mailUser } from '../../mail/send';
import { passwordChangedMail } from '../../mail/templates/password-changed';
import { mailText } from '../../mail/text/mail-text';
import { writeAudit } from '../../audit/record';
import { recoveryMessages, type PasswordResetConfirmRequest } from '../../../shared/schemas/account-recovery';
import { consumeAccountTokenAndSiblings } from '../account-tokens';
import { hashPassword } from '../../crypto/password';
import { endAllSessions } from '../session-store';
import { forgetAccountFailures } from '../password-checks/password-check-limits';
import { forgetWrongCodes } from '../two-factor/wrong-codes';
import { endPendingSignIns } from '../two-factor/sign-in';
import { holdWithdrawals } from '../freeze/security-hold';
import { freezeLink } from '../freeze/freeze-link';
import { liftFreeze } from '../freeze/lift-freeze';

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
