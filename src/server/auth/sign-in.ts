import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { unauthorized } from '../errors';
import { INVALID_CREDENTIALS, type LoginRequest } from '../../shared/schemas/auth';
import { DUMMY_HASH, verifyPassword } from '../crypto/password';
import { hasTwoFactor } from './two-factor/credentials';
import { startChallenge } from './two-factor/sign-in';
import { refuseFrozen } from './freeze/frozen';
import { type ClientMeta, startSession } from './start-session';

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
