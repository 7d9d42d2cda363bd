import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { createUser } from '../users/create-user';
import { isUniqueViolation } from '../db/pg-errors';
import { mailUser } from '../mail/send';
import { registrationAttemptMail } from '../mail/templates/registration-attempt';
import { mailText } from '../mail/text/mail-text';
import type { Registration } from './registration';
import { hashPassword } from '../crypto/password';
import { forgotPasswordLink } from './account-links';
import { mailVerificationLink } from './email-verification/mail-link';

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
