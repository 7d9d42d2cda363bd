import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
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

export function updateCryptoAddresses(db: Queryable, userId: string, addresses: CryptoAddressesRequest, now: Date): Promise<User> {
  return updateUser(db, userId, { cryptoAddresses: addresses }, now);
}

export function updateEmailPreferences(db: Queryable, userId: string, preferences: EmailPreferences, now: Date): Promise<User> {
  return updateUser(db, userId, { emailPreferences: preferences }, now);
}
