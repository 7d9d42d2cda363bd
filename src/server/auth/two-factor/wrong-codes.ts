import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { countAttempt, countsSoFar, forgetAttempts } from '../../http/rate-limit-store';
import { mailUser } from '../../mail/send';
import { signInCodeLimitMail } from '../../mail/templates/sign-in-code-limit';
import { mailText } from '../../mail/text/mail-text';
import { writeAudit } from '../../audit/record';
import { freezeLink } from '../freeze/freeze-link';

/**
 * Wrong sign-in codes one account may get in a window, from every address and half-finished sign-in
 * together. Each half-finished sign-in already ends after 5 wrong codes, but someone who knows the
 * password can start another at will; this keeps them to about 960 guesses a day at a 6-digit code.
 */
const WRONG_CODES_PER_ACCOUNT = 10;
const WINDOW_MS = 15 * 60_000;
const keyOf = (userId: string) => `two-factor-code:account:${userId}`;

/** Counted in the database every instance shares (rate_limit_counters), like the password limits. */
export async function wrongCodesUsedUp(db: Db, userId: string): Promise<boolean> {
  const [wrong] = await countsSoFar(db, [keyOf(userId)]);
  return wrong!.current >= WRONG_CODES_PER_ACCOUNT;
}

/**
 * Counts a wrong code from `address`. The one that uses up the limit is mailed to the owner and
 * audited: every half-finished sign-in began with the right password, so someone else likely has
 * it. The count reaches the limit once per window whatever races beside it (one statement counts),
 * so the owner gets one mail per window.
 */
export async function countWrongCode(ctx: AppContext, userId: string, address: string): Promise<void> {
  const { current } = await countAttempt(ctx.db, keyOf(userId), WINDOW_MS);
  if (current !== WRONG_CODES_PER_ACCOUNT) return;
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [owner] = await tx.select().from(users).where(eq(users.id, userId));
    if (!owner) return;
    const facts = {
      fullname: owner.fullname,
      wrongCodes: WRONG_CODES_PER_ACCOUNT,
      windowMinutes: WINDOW_MS / 60_000,
      at,
      address,
      freezeLink: await freezeLink(ctx, tx, owner.id),
    };
    await mailUser(tx, owner, signInCodeLimitMail(facts, mailText(owner.language)));
    // The account the codes were tried on; whoever tried them is known only by the address.
    await writeAudit(tx, { actorId: owner.id, action: 'user.two_factor_code_limit_hit', entityType: 'user', entityId: owner.id, after: { address, at } });
  });
}

/** A password set through the mailed link shuts out whoever was guessing with the old one. */
export const forgetWrongCodes = (db: Queryable, userId: string) => forgetAttempts(db, keyOf(userId));
