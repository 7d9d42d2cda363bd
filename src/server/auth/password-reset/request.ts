import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { mailUser } from '../../mail/send';
import { passwordResetLinkMail } from '../../mail/templates/password-reset-link';
import { mailText } from '../../mail/text/mail-text';
import type { PasswordResetRequest } from '../../../shared/schemas/account-recovery';
import { issueAccountToken, voidAccountTokens } from '../account-tokens';
import { passwordResetLink } from '../account-links';

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
