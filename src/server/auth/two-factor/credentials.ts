import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { twoFactorCredentials, twoFactorRecoveryCodes, users } from '../../db/schema';
import { secretKeyOf } from '../../config';
import { decryptSecret, encryptSecret } from '../../crypto/secret-cipher';
import { matchingStep } from './totp';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import { AppError } from '../../errors';
import { twoFactorMessages } from '../../../shared/schemas/two-factor';

const PURPOSE = 'totp-secret';

export const sealTotpSecret = (ctx: AppContext, secretBase32: string) => encryptSecret(secretBase32, secretKeyOf(ctx.config), PURPOSE);
/**
 * A secret sealed under another SECRET_KEY (an instance started with the wrong one) cannot be
 * opened: the code cannot be checked here, which is this server's fault, not the investor's.
 * Readiness reports it (health/secret-key.ts).
 */
export function openTotpSecret(ctx: AppContext, sealed: string): string {
  try {
    return decryptSecret(sealed, secretKeyOf(ctx.config), PURPOSE);
  } catch {
    throw new AppError(503, 'SECRET_KEY_MISMATCH', twoFactorMessages.codesUnavailable);
  }
}

export async function findCredential(db: Queryable, userId: string) {
  const [row] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
  return row;
}

/** Whether the account signs in with a second factor: enrolment confirmed, not merely started. */
export async function hasTwoFactor(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorCredentials.userId })
    .from(twoFactorCredentials)
    .where(and(eq(twoFactorCredentials.userId, userId), isNotNull(twoFactorCredentials.enabledAt)));
  return row !== undefined;
}

/** The same, for the account signing in with this e-mail (false when there is none). */
export async function emailHasTwoFactor(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorCredentials.userId })
    .from(twoFactorCredentials)
    .innerJoin(users, eq(users.id, twoFactorCredentials.userId))
    .where(and(eq(users.email, email), isNotNull(twoFactorCredentials.enabledAt)));
  return row !== undefined;
}

/**
 * Records `step` as the last one used, only when it is later than the last: of two requests with
 * one code, one wins. False when the code (or a later one) was already used.
 */
export async function spendTotpStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorCredentials)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactorCredentials.userId, userId), or(isNull(twoFactorCredentials.lastUsedStep), lt(twoFactorCredentials.lastUsedStep, step))))
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length === 1;
}

export type AcceptedCode = 'totp' | 'recovery' | null;

/** Checks a code of an enrolled account, spending it: a TOTP code once, a recovery code once. */
export async function acceptCode(ctx: AppContext, tx: Queryable, userId: string, code: string): Promise<AcceptedCode> {
  if (await acceptTotpCode(ctx, tx, userId, code)) return 'totp';
  return (await hasTwoFactor(tx, userId)) ? spendRecoveryCode(ctx, tx, userId, code) : null;
}

/** Checks and spends the authenticator's code of an enrolled account; no recovery codes. */
export async function acceptTotpCode(ctx: AppContext, tx: Queryable, userId: string, code: string): Promise<boolean> {
  const credential = await findCredential(tx, userId);
  if (!credential?.enabledAt) return false;
  const step = matchingStep(openTotpSecret(ctx, credential.secretEncrypted), code, ctx.clock.now());
  return step !== null && spendTotpStep(tx, userId, step);
}

async function spendRecoveryCode(ctx: AppContext, tx: Queryable, userId: string, code: string): Promise<AcceptedCode> {
  if (!looksLikeRecoveryCode(code)) return null;
  const used = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length === 1 ? 'recovery' : null;
}
