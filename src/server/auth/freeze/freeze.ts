import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { writeAudit } from '../../audit/record';
import { freezeMessages } from '../../../shared/schemas/account-freeze';
import { consumeAccountToken } from '../account-tokens';
import { endAllSessions } from '../session-store';

/**
 * "This wasn't me": the owner, from a mail about a change they did not make, shuts everyone out.
 * Every session ends; sign-in (a two-factor sign-in begun before included) and withdrawals stay
 * refused (frozen.ts) until a password reset from the mailed link (lift-freeze.ts). The link is
 * spent here, so it freezes once.
 */
export async function freezeAccount(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'account_freeze', now);
    if (!userId) throw badRequest('INVALID_FREEZE_TOKEN', freezeMessages.linkInvalid);
    // An account frozen already keeps the moment it was first frozen: the recent two-factor set-ups are counted back from it.
    await tx
      .update(users)
      .set({ frozenAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.frozenAt)));
    await endAllSessions(tx, userId);
    await writeAudit(tx, { actorId: userId, action: 'user.freeze', entityType: 'user', entityId: userId });
  });
}
