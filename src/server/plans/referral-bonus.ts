import type { InvestmentPlan } from '../db/schema';
import { DEFAULT_REFERRAL_BONUS_BPS } from '../../shared/constants';

/** A plan that names no referral bonus pays the default 5 %, and says so. */
export const referralBonusBpsOf = (plan: Pick<InvestmentPlan, 'referralBonusBps'>) => plan.referralBonusBps ?? DEFAULT_REFERRAL_BONUS_BPS;
