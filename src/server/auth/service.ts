import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users, type User } from '../db/schema';
import { AppError, unauthorized } from '../errors';
import { createUser } from '../users/create-user';
import { isUniqueViolation } from '../db/pg-errors';
import { mailUser } from '../mail/send';
import { passwordChangedMail } from '../mail/templates/password-changed';
import { registrationAttemptMail } from '../mail/templates/registration-attempt';
import { mailText } from '../mail/text/mail-text';
import { writeAudit } from '../audit/record';
import { messages } from '../../shared/messages';
import { INVALID_CREDENTIALS, type LoginRequest, type PasswordChangeRequest } from '../../shared/schemas/auth';
import type { Registration } from './registration';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../crypto/password';
import { createSession, endOtherSessions, type ActiveSession } from './session-store';
import { forgotPasswordLink } from './account-links';
import { mailVerificationLink } from './email-verification/service';
import { hasTwoFactor } from '../two-factor/credentials';
import { startChallenge } from '../two-factor/sign-in';
import { holdWithdrawals } from './freeze/security-hold';
import { freezeLink } from './freeze/freeze-link';
import { refuseFrozen } from './freeze/frozen';

export interface ClientMeta {
  userAgent: string;
  ipAddress: string;
}

export async function startSession(ctx: AppContext, user: User, meta: ClientMeta) {
  refuseFrozen(user);
  const session = await createSession(ctx.db, user.id, { ...meta, now: ctx.clock.now() });
  return { user, session };
}

/**
 * Never tells whether the address has an account: a new address gets the account and a link that
 * confirms it, a known one mails its owner instead, and both take the same password hashing and
 * get the same answer. Nobody is signed in here; the owner signs in with the password.
 */
export async function registerAccount(ctx: AppContext, input: Registration): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, input.email));
      if (!existing) {
        await mailVerificationLink(ctx, tx, await createUser(tx, input));
        return;
      }
      await hashPassword(input.password);
      await mailUser(
        tx,
        existing,
        registrationAttemptMail({ fullname: existing.fullname, resetLink: forgotPasswordLink(ctx.config) }, mailText(existing.language)),
      );
    });
  } catch (error) {
    // The same address registered by a concurrent request a moment ago: answered like any other.
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * An unknown e-mail and a wrong password get the same answer after the same work. With two-factor
 * sign-in on, the right password only opens a half-finished sign-in that a code completes.
 */
export async function signIn(ctx: AppContext, input: LoginRequest, meta: ClientMeta) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
  refuseFrozen(user);
  if (await hasTwoFactor(ctx.db, user.id)) return { challengeToken: await startChallenge(ctx, user.id) };
  return startSession(ctx, user, meta);
}

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
