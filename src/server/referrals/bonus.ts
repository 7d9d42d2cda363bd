import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users, type Investment } from '../db/schema';
import { postLedgerEntry, type PostedEntry } from '../ledger/post-entry';
import { notify } from '../notifications/notify';
import { NO_REFERRER } from '../../shared/constants';
import { formatUsd, percentOfCents } from '../../shared/money';

export type BonusInvestment = Pick<Investment, 'id' | 'userId' | 'amountCents' | 'referralBonusBps' | 'planName'>;

/**
 * Pays the investor's referrer their share when an investment becomes active, however it was
 * funded. The unique key makes a second call for the same investment a no-op (returns null).
 */
export async function payReferralBonus(tx: Tx, investment: BonusInvestment): Promise<PostedEntry | null> {
  const [investor] = await tx
    .select({ referredUserId: users.referredUserId, fullname: users.fullname })
    .from(users)
    .where(eq(users.id, investment.userId));
  if (!investor || investor.referredUserId === NO_REFERRER) return null;
  const [referrer] = await tx.select({ id: users.id }).from(users).where(eq(users.myReferralId, investor.referredUserId));
  if (!referrer || referrer.id === investment.userId) return null;
  const bonusCents = percentOfCents(investment.amountCents, investment.referralBonusBps);
  if (bonusCents <= 0) return null;
  const entry = await postLedgerEntry(tx, {
    userId: referrer.id,
    amountCents: bonusCents,
    kind: 'referral_bonus',
    refType: 'investment',
    refId: investment.id,
    narration: `Referral bonus: ${investment.planName}`,
    uniqueKey: `refbonus:${investment.id}`,
  });
  if (entry) {
    await notify(tx, {
      userId: referrer.id,
      kind: 'referral_bonus',
      message: `You earned a referral bonus of ${formatUsd(bonusCents)} on a ${investment.planName} investment by ${investor.fullname}.`,
      params: { amountCents: bonusCents, plan: investment.planName, investor: investor.fullname },
      refType: 'investment',
      refId: investment.id,
    });
  }
  return entry;
}
