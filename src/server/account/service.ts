import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { writeAudit } from '../audit/record';
import { mailUser } from '../mail/send';
import { payoutAddressesChangedMail } from '../mail/templates/payout-addresses-changed';
import { mailText } from '../mail/text/mail-text';
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
export async function updateCryptoAddresses(db: Db, userId: string, addresses: CryptoAddressesRequest, now: Date): Promise<User> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ cryptoAddresses: users.cryptoAddresses }).from(users).where(eq(users.id, userId)).for('update');
    const user = await updateUser(tx, userId, { cryptoAddresses: addresses }, now);
    const changed = CRYPTO_TYPES.filter((coin) => before?.cryptoAddresses[CRYPTO_ADDRESS_FIELD[coin]] !== addresses[CRYPTO_ADDRESS_FIELD[coin]]);
    if (changed.length > 0) {
      await mailUser(tx, user, payoutAddressesChangedMail({ fullname: user.fullname, coins: changed }, mailText(user.language)));
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

export function updateEmailPreferences(db: Queryable, userId: string, preferences: EmailPreferences, now: Date): Promise<User> {
  return updateUser(db, userId, { emailPreferences: preferences }, now);
}
