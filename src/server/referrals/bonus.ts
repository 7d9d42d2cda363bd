import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { users, type Investment, type User } from '../db/schema';
import { postLedgerEntry, type LedgerPosting, type PostedEntry } from '../ledger/post-entry';
import { notify, notifyAfter, type NewNotification } from '../notifications/notify';
import type { PlannedMoneyWrite } from '../transactions/money-statement';
import { NO_REFERRER } from '../../shared/constants';
import { formatUsd, percentOfCents } from '../../shared/money';

export type BonusInvestment = Pick<Investment, 'id' | 'userId' | 'amountCents' | 'referralBonusBps' | 'planName'>;

/** The id of the user whose referral link the investor signed up with, or null (none, or themself). */
export async function findReferrerId(db: Queryable, investor: Pick<User, 'id' | 'referredUserId'>): Promise<string | null> {
  if (investor.referredUserId === NO_REFERRER) return null;
  const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.myReferralId, investor.referredUserId));
  return referrer && referrer.id !== investor.id ? referrer.id : null;
}

/** The referrer's share of the investment and what they are told, or null when it rounds to nothing. */
function referralBonus(investment: BonusInvestment, referrerId: string, investorName: string): { posting: LedgerPosting; notification: NewNotification } | null {
  const bonusCents = percentOfCents(investment.amountCents, investment.referralBonusBps);
  if (bonusCents <= 0) return null;
  return {
    posting: {
      userId: referrerId,
      amountCents: bonusCents,
      kind: 'referral_bonus',
      refType: 'investment',
      refId: investment.id,
      narration: `Referral bonus: ${investment.planName}`,
      uniqueKey: `refbonus:${investment.id}`,
    },
    notification: {
      userId: referrerId,
      kind: 'referral_bonus',
      message: `You earned a referral bonus of ${formatUsd(bonusCents)} on a ${investment.planName} investment by ${investorName}.`,
      params: { amountCents: bonusCents, plan: investment.planName, investor: investorName },
      refType: 'investment',
      refId: investment.id,
    },
  };
}

/**
 * Pays the investor's referrer their share when an investment becomes active, however it was
 * funded. The unique key makes a second call for the same investment a no-op (returns null).
 */
export async function payReferralBonus(tx: Tx, investment: BonusInvestment): Promise<PostedEntry | null> {
  const [investor] = await tx
    .select({ id: users.id, referredUserId: users.referredUserId, fullname: users.fullname })
    .from(users)
    .where(eq(users.id, investment.userId));
  const referrerId = investor ? await findReferrerId(tx, investor) : null;
  const bonus = referrerId ? referralBonus(investment, referrerId, investor!.fullname) : null;
  if (!bonus) return null;
  const entry = await postLedgerEntry(tx, bonus.posting);
  if (entry) await notify(tx, bonus.notification);
  return entry;
}

/** The same bonus as part of the statement that activates the investment (see runMoneyStatement). */
export function planReferralBonus(
  investment: BonusInvestment,
  investor: Pick<User, 'fullname'>,
  referrerId: string | null,
  at: Date,
): Pick<PlannedMoneyWrite, 'following' | 'writes'> {
  const bonus = referrerId ? referralBonus(investment, referrerId, investor.fullname) : null;
  if (!bonus) return { following: [], writes: [] };
  return { following: [{ name: 'bonus', posting: { ...bonus.posting, at } }], writes: [notifyAfter('bonus_moved', bonus.notification)] };
}
