import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { mailUser } from '../mail/send';
import { passwordChangedMail } from '../mail/templates/password-changed';
import { mailText } from '../mail/text/mail-text';
import { writeAudit } from '../audit/record';
import { messages } from '../../shared/messages';
import type { PasswordChangeRequest } from '../../shared/schemas/auth';
import { hashPassword, verifyPassword } from '../crypto/password';
import { endOtherSessions, type ActiveSession } from './session-store';
import { holdWithdrawals } from './freeze/security-hold';
import { freezeLink } from './freeze/freeze-link';

/** Re-verifies the current password, then ends every other session of the account. */
export async function changePassword(ctx: AppContext, session: ActiveSession, input: PasswordChangeRequest) {
  const valid = await verifyPassword(session.user.passwordHash, input.currentPassword);
  if (!valid) throw new AppError(400, 'WRONG_PASSWORD', messages.passwordIncorrect);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, session.user.id));
    await endOtherSessions(tx, session.user.id, session.id);
    await holdWithdrawals(ctx, tx, session.user.id);
    const link = await freezeLink(ctx, tx, session.user.id);
    await mailUser(tx, session.user, passwordChangedMail({ fullname: session.user.fullname, freezeLink: link }, mailText(session.user.language)));
    await writeAudit(tx, { actorId: session.user.id, action: 'user.password_change', entityType: 'user', entityId: session.user.id });
  });
}
