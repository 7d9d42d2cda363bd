import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { secretKeyOf } from '../config';
import { accountTokens, type User } from '../db/schema';
import { badRequest } from '../errors';
import { mailUser } from '../mail/send';
import { withdrawalCodeMail } from '../mail/templates/withdrawal-code';
import { mailText } from '../mail/text/mail-text';
import { acceptTotpCode } from '../two-factor/credentials';
import { withdrawalCodeMessages } from '../../shared/schemas/withdrawal-code';

const PURPOSE = 'withdrawal_code';
const VALID_MINUTES = 10;
/** Wrong guesses a code survives: five of a million leaves a guesser one chance in 200,000. */
const MAX_FAILED_ATTEMPTS = 5;

/**
 * Keyed by the app's secret and the account, so a leaked table cannot be reversed by hashing all
 * million codes, and two investors holding the same six digits never share a (unique) hash.
 */
const codeHash = (ctx: AppContext, userId: string, code: string) =>
  createHmac('sha256', secretKeyOf(ctx.config)).update(`${PURPOSE}:${userId}:${code}`).digest('hex');

/** Mails a fresh 6-digit code; it replaces any code the investor still held. Always sent: it is asked for. */
export async function mailWithdrawalCode(ctx: AppContext, investor: User): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, investor.id), eq(accountTokens.purpose, PURPOSE)));
    await tx.insert(accountTokens).values({
      userId: investor.id,
      purpose: PURPOSE,
      tokenHash: codeHash(ctx, investor.id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VALID_MINUTES * 60_000),
    });
    await mailUser(tx, investor, withdrawalCodeMail({ fullname: investor.fullname, code, validMinutes: VALID_MINUTES }, mailText(investor.language)));
  });
}

/** A spent code, and how to make it usable again when the withdrawal it confirmed did not happen. */
export interface SpentCode {
  giveBack(): Promise<void>;
}

/**
 * An authenticator's code is not given back: the app shows the next one within 30 seconds, and
 * making a seen code valid again would let whoever saw it use it.
 */
const authenticatorCode: SpentCode = { giveBack: async () => {} };

/**
 * Spends the investor's mailed code, or with two-factor sign-in on their authenticator's code,
 * before any money moves; throws the 400 otherwise. Each step is one conditional UPDATE, so two
 * requests racing with one code cannot both pass, and a wrong guess is counted even under a race.
 * Given back, a mailed code is live again only if it is still the one this request spent (not
 * replaced by a newer code meanwhile), with its own expiry and wrong tries.
 */
export async function spendConfirmationCode(ctx: AppContext, investor: User, code: string | undefined): Promise<SpentCode> {
  if (code === undefined) throw badRequest('CONFIRMATION_CODE_REQUIRED', withdrawalCodeMessages.codeRequired);
  const now = ctx.clock.now();
  const live = and(
    eq(accountTokens.userId, investor.id),
    eq(accountTokens.purpose, PURPOSE),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
    lt(accountTokens.failedAttempts, MAX_FAILED_ATTEMPTS),
  );
  const spent = await ctx.db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(live, eq(accountTokens.tokenHash, codeHash(ctx, investor.id, code))))
    .returning({ id: accountTokens.id });
  const [mailed] = spent;
  if (mailed) {
    const spentHere = and(eq(accountTokens.id, mailed.id), eq(accountTokens.usedAt, now));
    return { giveBack: async () => void (await ctx.db.update(accountTokens).set({ usedAt: null }).where(spentHere)) };
  }
  if (await acceptTotpCode(ctx, ctx.db, investor.id, code)) return authenticatorCode;
  await ctx.db
    .update(accountTokens)
    .set({ failedAttempts: sql`${accountTokens.failedAttempts} + 1` })
    .where(live);
  throw badRequest('INVALID_CONFIRMATION_CODE', withdrawalCodeMessages.codeInvalid);
}
