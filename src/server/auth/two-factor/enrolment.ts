import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import { twoFactorCredentials, twoFactorRecoveryCodes, type User } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { mailUser } from '../../mail/send';
import { twoFactorChangedMail } from '../../mail/templates/two-factor-changed';
import { mailText } from '../../mail/text/mail-text';
import { writeAudit } from '../../audit/record';
import { freezeLink } from '../freeze/freeze-link';
import { holdWithdrawals } from '../freeze/security-hold';
import { twoFactorMessages, type TwoFactorStatusDto } from '../../../shared/schemas/two-factor';
import { findCredential, hasTwoFactor, openTotpSecret, sealTotpSecret, spendTotpStep } from './credentials';
import { replaceRecoveryCodes } from './recovery-codes';
import { endPendingSignIns } from './sign-in';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';

/** A new secret, kept (encrypted) until the first code confirms it; a started enrolment starts over. */
export async function startEnrolment(ctx: AppContext, user: User): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = newTotpSecret();
  const secretEncrypted = sealTotpSecret(ctx, secret);
  const stored = await ctx.db
    .insert(twoFactorCredentials)
    .values({ userId: user.id, secretEncrypted })
    .onConflictDoUpdate({ target: twoFactorCredentials.userId, set: { secretEncrypted, lastUsedStep: null }, where: isNull(twoFactorCredentials.enabledAt) })
    .returning({ userId: twoFactorCredentials.userId });
  if (stored.length === 0) throw conflict('TWO_FACTOR_ON', twoFactorMessages.alreadyOn);
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/** The first right code turns two-factor sign-in on and yields the recovery codes, shown this once. */
export async function confirmEnrolment(ctx: AppContext, user: User, code: string): Promise<string[]> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const credential = await findCredential(tx, user.id);
    if (!credential) throw badRequest('TWO_FACTOR_NOT_STARTED', twoFactorMessages.notStarted);
    if (credential.enabledAt) throw conflict('TWO_FACTOR_ON', twoFactorMessages.alreadyOn);
    const step = matchingStep(openTotpSecret(ctx, credential.secretEncrypted), code, now);
    if (step === null || !(await spendTotpStep(tx, user.id, step))) throw badRequest('WRONG_CODE', twoFactorMessages.wrongCode);
    await tx.update(twoFactorCredentials).set({ enabledAt: now }).where(eq(twoFactorCredentials.userId, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    await mailUser(
      tx,
      user,
      twoFactorChangedMail({ fullname: user.fullname, change: 'turned_on', freezeLink: await freezeLink(ctx, tx, user.id) }, mailText(user.language)),
    );
    await writeAudit(tx, { actorId: user.id, action: 'user.two_factor_on', entityType: 'user', entityId: user.id });
    return codes;
  });
}

/** Forgets the secret, the recovery codes and any half-finished sign-in. */
export async function removeTwoFactor(tx: Queryable, userId: string): Promise<void> {
  await endPendingSignIns(tx, userId);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
}

/** Turning it off: the session's recent step-up (password and a code) is what vouches for it. */
export async function disableTwoFactor(ctx: AppContext, user: User): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await hasTwoFactor(tx, user.id))) throw conflict('TWO_FACTOR_OFF', twoFactorMessages.notOn);
    await removeTwoFactor(tx, user.id);
    await holdWithdrawals(ctx, tx, user.id);
    await mailUser(
      tx,
      user,
      twoFactorChangedMail({ fullname: user.fullname, change: 'turned_off', freezeLink: await freezeLink(ctx, tx, user.id) }, mailText(user.language)),
    );
    await writeAudit(tx, { actorId: user.id, action: 'user.two_factor_off', entityType: 'user', entityId: user.id });
  });
}

/**
 * New recovery codes in place of the old, which stop working. The session's recent step-up
 * (password and a code) is what vouches for it, so a session left open is not enough.
 */
export async function renewRecoveryCodes(ctx: AppContext, user: User): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    if (!(await hasTwoFactor(tx, user.id))) throw conflict('TWO_FACTOR_OFF', twoFactorMessages.notOn);
    const codes = await replaceRecoveryCodes(tx, user.id);
    await mailUser(
      tx,
      user,
      twoFactorChangedMail(
        { fullname: user.fullname, change: 'recovery_codes_renewed', freezeLink: await freezeLink(ctx, tx, user.id) },
        mailText(user.language),
      ),
    );
    await writeAudit(tx, { actorId: user.id, action: 'user.recovery_codes_renewed', entityType: 'user', entityId: user.id });
    return codes;
  });
}

export async function twoFactorStatus(db: Queryable, userId: string): Promise<TwoFactorStatusDto> {
  if (!(await hasTwoFactor(db, userId))) return { enabled: false, recoveryCodesLeft: 0 };
  const [{ left }] = (await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)))) as [{ left: number }];
  return { enabled: true, recoveryCodesLeft: Number(left) };
}

/** `npm run admin -- reset-2fa`: the way back in for an operator who lost the phone and the codes. */
export async function resetTwoFactor(tx: Tx, user: User): Promise<void> {
  await removeTwoFactor(tx, user.id);
  await mailUser(tx, user, twoFactorChangedMail({ fullname: user.fullname, change: 'reset_by_operator' }, mailText(user.language)));
  await writeAudit(tx, { actorId: null, action: 'user.two_factor_reset', entityType: 'user', entityId: user.id });
}
