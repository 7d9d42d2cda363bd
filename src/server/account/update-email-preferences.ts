import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { writeAudit } from '../audit/record';
import { mailUser } from '../mail/send';
import { withdrawalCodesOffMail } from '../mail/templates/withdrawal-codes-off';
import { mailText } from '../mail/text/mail-text';
import { freezeLink } from '../auth/freeze/freeze-link';
import { holdWithdrawals } from '../auth/freeze/security-hold';
import { users, type EmailPreferences, type User } from '../db/schema';
import { updateUser } from './queries';

/**
 * Saves which mails the investor wants. Switching the mailed withdrawal codes off (`otpsend` Yes to
 * No) takes the owner's mailbox out of every withdrawal, so it is treated as a change to the
 * account's security: new withdrawals wait, the owner is mailed with the link that freezes the
 * account, and the change is audited, all in the transaction that saves it.
 */
export async function updateEmailPreferences(ctx: AppContext, userId: string, preferences: EmailPreferences): Promise<User> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ emailPreferences: users.emailPreferences }).from(users).where(eq(users.id, userId)).for('update');
    const user = await updateUser(tx, userId, { emailPreferences: preferences }, ctx.clock.now());
    if (before?.emailPreferences.otpsend === 'Yes' && preferences.otpsend === 'No') {
      await holdWithdrawals(ctx, tx, userId);
      await mailUser(tx, user, withdrawalCodesOffMail({ fullname: user.fullname, freezeLink: await freezeLink(ctx, tx, userId) }, mailText(user.language)));
      await writeAudit(tx, { actorId: userId, action: 'user.withdrawal_codes_off', entityType: 'user', entityId: userId });
    }
    return user;
  });
}
