import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { User } from '../../db/schema';
import { mailUser } from '../../mail/send';
import { verifyEmailMail } from '../../mail/templates/verify-email';
import { mailText } from '../../mail/text/mail-text';
import { issueAccountToken } from '../account-tokens';
import { verifyEmailLink } from '../account-links';

const VERIFICATION_VALID_MS = 24 * 3600_000;

/** Mails the owner a single-use link that confirms the address, in the caller's transaction. */
export async function mailVerificationLink(ctx: AppContext, tx: Queryable, user: User): Promise<void> {
  const token = await issueAccountToken(tx, { userId: user.id, purpose: 'email_verification', now: ctx.clock.now(), validForMs: VERIFICATION_VALID_MS });
  await mailUser(tx, user, verifyEmailMail({ fullname: user.fullname, link: verifyEmailLink(ctx.config, token) }, mailText(user.language)));
}
