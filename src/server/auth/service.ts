import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users, type User } from '../db/schema';
import { AppError, conflict, unauthorized } from '../errors';
import { createUser } from '../users/create-user';
import { isUniqueViolation } from '../db/pg-errors';
import { mailUser } from '../mail/send';
import { passwordChangedMail } from '../mail/templates/password-changed';
import { messages } from '../../shared/messages';
import { INVALID_CREDENTIALS, type LoginRequest, type PasswordChangeRequest, type RegisterRequest } from '../../shared/schemas/auth';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { createSession, endOtherSessions, type ActiveSession } from './session-store';

export interface ClientMeta {
  userAgent: string;
  ipAddress: string;
}

async function startSession(ctx: AppContext, user: User, meta: ClientMeta) {
  const session = await createSession(ctx.db, user.id, { ...meta, now: ctx.clock.now() });
  return { user, session };
}

export async function registerAccount(ctx: AppContext, input: RegisterRequest, meta: ClientMeta) {
  try {
    const user = await ctx.db.transaction((tx) => createUser(tx, input));
    return await startSession(ctx, user, meta);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', 'An account with this email already exists.');
    throw error;
  }
}

/** An unknown e-mail and a wrong password get the same answer after the same work. */
export async function signIn(ctx: AppContext, input: LoginRequest, meta: ClientMeta) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
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
    await mailUser(tx, session.user, passwordChangedMail({ fullname: session.user.fullname }));
  });
}
