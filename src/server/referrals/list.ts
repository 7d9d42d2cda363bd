import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { referrals, users, type User } from '../db/schema';
import { keysetWhere, newestFirst, toPage } from '../db/pagination';
import { NO_REFERRER } from '../../shared/constants';
import { registerLink } from '../../shared/paths';
import type { ReferralsResponse } from '../../shared/schemas/referrals';

async function referrerName(db: Queryable, referredUserId: string): Promise<string | null> {
  if (referredUserId === NO_REFERRER) return null;
  const [referrer] = await db.select({ fullname: users.fullname }).from(users).where(eq(users.myReferralId, referredUserId));
  return referrer?.fullname ?? null;
}

/** The investor's link and id, who referred them, and the clients they referred (newest first). */
export async function getReferrals(
  db: Queryable,
  user: Pick<User, 'id' | 'fullname' | 'myReferralId' | 'referredUserId'>,
  origin: string,
  page: { limit: number; cursor?: string },
): Promise<ReferralsResponse> {
  const rows = await db
    .select({ id: referrals.id, name: referrals.name, createdAt: referrals.createdAt })
    .from(referrals)
    .where(and(eq(referrals.referrerId, user.id), keysetWhere(referrals, page.cursor)))
    .orderBy(...newestFirst(referrals))
    .limit(page.limit + 1);
  const clients = toPage(rows, page.limit);
  return {
    referralLink: registerLink(origin, user.myReferralId),
    referralId: user.myReferralId,
    referredBy: await referrerName(db, user.referredUserId),
    clients: clients.items.map((row) => ({
      name: row.name,
      level: 'Level 1' as const,
      parent: user.fullname,
      status: 'Active' as const,
      registeredAt: row.createdAt.toISOString(),
    })),
    nextCursor: clients.nextCursor,
  };
}
