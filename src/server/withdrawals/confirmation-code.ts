import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { secretKeyOf } from '../config';
import { accountTokens, type User } from '../db/schema';
import { badRequest } from '../errors';
import { mailUser } from '../mail/send';
import { withdrawalCodeMail } from '../mail/templates/withdrawal-code';
import { mailText } from '../mail/text/mail-text';
import { acceptTotpCode } from '../auth/two-factor/credentials';
import { withdrawalCodeMessages, type ConfirmationCodeKind } from '../../shared/schemas/withdrawal-code';
import type { WithdrawalDetails } from '../../shared/schemas/withdrawals';

const PURPOSE = 'withdrawal_code';
const VALID_MINUTES = 10;
/** Wrong guesses a code survives: five of a million leaves a guesser one chance in 200,000. */
const MAX_FAILED_ATTEMPTS = 5;

/** What a mailed code confirms: this coin (on this network), to this address, this amount, and nothing else. */
type CodedWithdrawal = Pick<WithdrawalDetails, 'cryptoType' | 'network' | 'walletAddress' | 'amountCents'>;

/**
 * Keyed by the app's secret and the account, so a leaked table cannot be reversed by hashing all
 * million codes, and two investors holding the same six digits never share a (unique) hash. The
 * withdrawal is hashed with the code, so the code asked for $50 to one address does not confirm $900
 * to another: any other withdrawal misses the hash exactly as a wrong code does, and counts as one.
 */
const codeHash = (ctx: AppContext, userId: string, code: string, withdrawal: CodedWithdrawal) =>
  createHmac('sha256', secretKeyOf(ctx.config))
    .update(JSON.stringify([PURPOSE, userId, withdrawal.cryptoType, withdrawal.network ?? null, withdrawal.walletAddress, withdrawal.amountCents, code]))
    .digest('hex');

/**
 * Mails a fresh 6-digit code for this withdrawal, named in full in the mail so the owner sees what
 * it confirms; it replaces any code the investor still held. Always sent: it is asked for.
 */
export async function mailWithdrawalCode(ctx: AppContext, investor: User, withdrawal: CodedWithdrawal): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, investor.id), eq(accountTokens.purpose, PURPOSE)));
    await tx.insert(accountTokens).values({
      userId: investor.id,
      purpose: PURPOSE,
      tokenHash: codeHash(ctx, investor.id, code, withdrawal),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VALID_MINUTES * 60_000),
    });
    await mailUser(
      tx,
      investor,
      withdrawalCodeMail({ fullname: investor.fullname, code, validMinutes: VALID_MINUTES, ...withdrawal }, mailText(investor.language)),
    );
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
 * Spends the code confirming this withdrawal before any money moves: with two-factor sign-in on the
 * authenticator's code, otherwise the code mailed for this very withdrawal; throws the 400 otherwise.
 * Each step is one conditional UPDATE, so two requests racing with one code cannot both pass, and a
 * wrong guess is counted even under a race. Given back, a mailed code is live again only if it is
 * still the one this request spent (not replaced by a newer code meanwhile), with its own expiry and
 * wrong tries.
 */
export async function spendConfirmationCode(
  ctx: AppContext,
  investor: User,
  kind: NonNullable<ConfirmationCodeKind>,
  withdrawal: CodedWithdrawal & { confirmationCode?: string | undefined },
): Promise<SpentCode> {
  const code = withdrawal.confirmationCode;
  if (kind === 'authenticator') {
    if (code === undefined) throw badRequest('CONFIRMATION_CODE_REQUIRED', withdrawalCodeMessages.authenticatorCodeRequired);
    if (await acceptTotpCode(ctx, ctx.db, investor.id, code)) return authenticatorCode;
    throw invalidCode();
  }
  if (code === undefined) throw badRequest('CONFIRMATION_CODE_REQUIRED', withdrawalCodeMessages.codeRequired);
  const now = ctx.clock.now();
  const live = and(
    eq(accountTokens.userId, investor.id),
    eq(accountTokens.purpose, PURPOSE),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
    lt(accountTokens.failedAttempts, MAX_FAILED_ATTEMPTS),
  );
  const [mailed] = await ctx.db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(live, eq(accountTokens.tokenHash, codeHash(ctx, investor.id, code, withdrawal))))
    .returning({ id: accountTokens.id });
  if (mailed) {
    const spentHere = and(eq(accountTokens.id, mailed.id), eq(accountTokens.usedAt, now));
    return { giveBack: async () => void (await ctx.db.update(accountTokens).set({ usedAt: null }).where(spentHere)) };
  }
  await ctx.db
    .update(accountTokens)
    .set({ failedAttempts: sql`${accountTokens.failedAttempts} + 1` })
    .where(live);
  throw invalidCode();
}

const invalidCode = () => badRequest('INVALID_CONFIRMATION_CODE', withdrawalCodeMessages.codeInvalid);
