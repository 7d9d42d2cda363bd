import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { users, type User } from '../../db/schema';
import { mailUser } from '../../mail/send';
import { recentTwoFactorRemovedMail } from '../../mail/templates/recent-two-factor-removed';
import { mailText } from '../../mail/text/mail-text';
import { writeAudit } from '../../audit/record';
import { findCredential } from '../two-factor/credentials';
import { removeTwoFactor } from '../two-factor/enrolment';
import { freezeLink } from './freeze-link';

/** Two-factor sign-in turned on this long before the freeze may be the intruder's own authenticator. */
const RECENT_TWO_FACTOR_MS = 7 * 24 * 3600_000;

/**
 * A password reset from the mailed link, which only the mailbox's owner can follow, takes a frozen
 * account back (in the reset's transaction). Whoever made the owner freeze it may have turned on
 * two-factor sign-in with their own authenticator to keep the owner out, so two-factor sign-in
 * turned on in the week before the freeze is removed, and the owner told; older is the owner's own.
 */
export async function liftFreeze(ctx: Pick<AppContext, 'config' | 'clock'>, tx: Queryable, user: User): Promise<void> {
  if (!user.frozenAt) return;
  await tx.update(users).set({ frozenAt: null }).where(eq(users.id, user.id));
  await writeAudit(tx, { actorId: user.id, action: 'user.unfreeze', entityType: 'user', entityId: user.id });
  const credential = await findCredential(tx, user.id);
  if (!credential?.enabledAt || credential.enabledAt.getTime() < user.frozenAt.getTime() - RECENT_TWO_FACTOR_MS) return;
  await removeTwoFactor(tx, user.id);
  await mailUser(tx, user, recentTwoFactorRemovedMail({ fullname: user.fullname, freezeLink: await freezeLink(ctx, tx, user.id) }, mailText(user.language)));
  await writeAudit(tx, { actorId: user.id, action: 'user.recent_two_factor_removed', entityType: 'user', entityId: user.id });
}
