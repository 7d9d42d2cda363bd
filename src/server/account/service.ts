import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { writeAudit } from '../audit/record';
import { mailUser } from '../mail/send';
import { payoutAddressesChangedMail } from '../mail/templates/payout-addresses-changed';
import { withdrawalCodesOffMail } from '../mail/templates/withdrawal-codes-off';
import { mailText } from '../mail/text/mail-text';
import { freezeLink } from '../auth/freeze/freeze-link';
import { holdWithdrawals } from '../auth/freeze/security-hold';
import { CRYPTO_ADDRESS_FIELD, CRYPTO_TYPES } from '../../shared/constants';
import { users, type EmailPreferences, type User } from '../db/schema';
import { notFound } from '../errors';
import type { CryptoAddressesRequest, ProfileUpdateRequest } from '../../shared/schemas/account';

async function updateUser(db: Queryable, userId: string, changes: Partial<typeof users.$inferInsert>, now: Date): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound();
  return user;
}

/** Personal Settings; the e-mail is never changed here. */
export function updateProfile(db: Queryable, userId: string, input: ProfileUpdateRequest, now: Date): Promise<User> {
  const { fullname, name, phone, dob, address } = input;
  return updateUser(db, userId, { fullname, name, phone, dob, address }, now);
}

/**
 * Saves the payout addresses; when any of them changed, the owner is mailed and the change audited
 * in the same transaction (a new payout address is the first thing an intruder would set).
 */
export async function updateCryptoAddresses(ctx: AppContext, userId: string, addresses: CryptoAddressesRequest): Promise<User> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ cryptoAddresses: users.cryptoAddresses }).from(users).where(eq(users.id, userId)).for('update');
    const user = await updateUser(tx, userId, { cryptoAddresses: addresses }, ctx.clock.now());
    const changed = CRYPTO_TYPES.filter((coin) => before?.cryptoAddresses[CRYPTO_ADDRESS_FIELD[coin]] !== addresses[CRYPTO_ADDRESS_FIELD[coin]]);
    if (changed.length > 0) {
      const link = await freezeLink(ctx, tx, userId);
      await mailUser(tx, user, payoutAddressesChangedMail({ fullname: user.fullname, coins: changed, freezeLink: link }, mailText(user.language)));
      await writeAudit(tx, {
        actorId: userId,
        action: 'user.payout_addresses_change',
        entityType: 'user',
        entityId: userId,
        before: before?.cryptoAddresses ?? null,
        after: addresses,
      });
    }
    return user;
  });
}

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
