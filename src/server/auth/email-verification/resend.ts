import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { AppError } from '../../errors';
import { recoveryMessages } from '../../../shared/schemas/account-recovery';
import { mailVerificationLink } from './mail-link';

/** "Send the link again" for a signed-in investor whose address is not verified yet. */
export async function resendVerificationLink(ctx: AppContext, user: User): Promise<void> {
  if (user.emailVerifiedAt) throw new AppError(409, 'ALREADY_VERIFIED', recoveryMessages.alreadyVerified);
  await ctx.db.transaction((tx) => mailVerificationLink(ctx, tx, user));
}
