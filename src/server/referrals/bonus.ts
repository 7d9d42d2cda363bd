import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users, type Investment, type User } from '../db/schema';
import { post, type LedgerPosting, type Posted } from '../money/post-entry';
import type { MoneyStatement, Step } from '../money/statement';
import { notifyAfter } from '../money/effects';
import type { NewNotification } from '../notifications/notify';
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
function referralBonus(
  investment: BonusInvestment,
  referrerId: string,
  investorName: string,
): { posting: LedgerPosting; notification: NewNotification } | null {
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
 * funded: steps of the activating statement, made only when `gate` returned a row. The unique key
 * makes a second payment for the same investment write nothing. Returns the bonus's steps, or
 * undefined when there is no bonus to pay.
 */
export function payReferralBonusAfter(
  statement: MoneyStatement,
  gate: Step | undefined,
  investment: BonusInvestment,
  investor: Pick<User, 'fullname'>,
  referrerId: string | null,
  at?: Date,
): Posted | undefined {
  const bonus = referrerId ? referralBonus(investment, referrerId, investor.fullname) : null;
  if (!bonus) return undefined;
  const posted = post(statement, { ...bonus.posting, at }, { after: gate, label: 'bonus_' });
  notifyAfter(statement, posted.moved, bonus.notification);
  return posted;
}
