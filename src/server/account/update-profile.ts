import type { Queryable } from '../db/client';
import type { User } from '../db/schema';
import type { ProfileUpdateRequest } from '../../shared/schemas/account';
import { updateUser } from './queries';

/** Personal Settings; the e-mail is never changed here. */
export function updateProfile(db: Queryable, userId: string, input: ProfileUpdateRequest, now: Date): Promise<User> {
  const { fullname, name, phone, dob, address } = input;
  return updateUser(db, userId, { fullname, name, phone, dob, address }, now);
}
