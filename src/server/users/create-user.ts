import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { referrals, users, type EmailPreferences, type User } from '../db/schema';
import { NO_REFERRER } from '../../shared/constants';
import type { OperatorRole } from '../../shared/operator-roles';
import { hashPassword } from '../crypto/password';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters from an unambiguous alphabet: about 10^12 ids, short enough to read aloud. */
function newReferralId(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length]).join('');
}

/** Every mail on except withdrawal confirmation codes: what an investor who turned `otpsend` off has. */
export const WITHOUT_WITHDRAWAL_CODES: EmailPreferences = { otpsend: 'No', roiemail: 'Yes', invplanemail: 'Yes' };

export interface NewUser {
  email: string;
  password: string;
  fullname: string;
  phone?: string;
  role?: 'investor' | 'admin';
  /** An operator's duties: `owner` unless given (the first operator of a platform runs it). */
  operatorRole?: OperatorRole;
  /** The referrer's myReferralId; unknown ids are ignored. */
  referralId?: string;
  /** Set for accounts whose address needs no mailed proof (operators, the demo investor). */
  emailVerifiedAt?: Date;
  /** The table's defaults (every mail on, withdrawal codes included) unless given. */
  emailPreferences?: EmailPreferences;
  /** The language its mails are written in: English unless given. */
  language?: string;
}

/**
 * Creates the account and, when the referral id names another user, fixes that referrer now,
 * once, with a row in referrals.
 */
export async function createUser(tx: Tx, input: NewUser): Promise<User> {
  const referralId = input.referralId?.trim();
  const [referrer] = referralId
    ? await tx.select({ id: users.id, myReferralId: users.myReferralId }).from(users).where(eq(users.myReferralId, referralId))
    : [];
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      role: input.role ?? 'investor',
      operatorRole: input.role === 'admin' ? (input.operatorRole ?? 'owner') : null,
      fullname: input.fullname.trim(),
      name: input.fullname.trim(),
      phone: input.phone?.trim() ?? '',
      myReferralId: newReferralId(),
      referredUserId: referrer?.myReferralId ?? NO_REFERRER,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
      ...(input.emailPreferences ? { emailPreferences: input.emailPreferences } : {}),
      ...(input.language ? { language: input.language } : {}),
    })
    .returning();
  if (referrer) {
    await tx.insert(referrals).values({ referrerId: referrer.id, referredId: user!.id, name: user!.fullname });
  }
  return user!;
}
