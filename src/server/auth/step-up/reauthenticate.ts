import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { badRequest } from '../../errors';
import { acceptCode, hasTwoFactor } from '../two-factor/credentials';
import { stepUpMessages, type ReauthRequest } from '../../../shared/schemas/step-up';
import { verifyPassword } from '../../crypto/password';
import type { ActiveSession } from '../session-store';

/**
 * The owner proves again that they are at the keyboard: the password, and with two-factor sign-in
 * on a code as well (spent, so a code seen over a shoulder is not reused). The session may then
 * make security changes for a few minutes; a cookie lifted from the browser alone never can.
 */
export async function reauthenticate(ctx: AppContext, session: ActiveSession, input: ReauthRequest): Promise<void> {
  const { user } = session;
  if (!(await verifyPassword(user.passwordHash, input.password))) throw badRequest('WRONG_PASSWORD', stepUpMessages.wrongPassword);
  if (await hasTwoFactor(ctx.db, user.id)) {
    if (!input.code) throw badRequest('CODE_REQUIRED', stepUpMessages.codeRequired);
    if (!(await acceptCode(ctx, ctx.db, user.id, input.code))) throw badRequest('WRONG_CODE', stepUpMessages.wrongCode);
  }
  await ctx.db.update(sessions).set({ reauthenticatedAt: ctx.clock.now() }).where(eq(sessions.id, session.id));
}
