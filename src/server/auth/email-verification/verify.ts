import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { recoveryMessages } from '../../../shared/schemas/account-recovery';
import { consumeAccountToken } from '../account-tokens';

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
