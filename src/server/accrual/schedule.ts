import { percentOfCents } from '../../shared/money';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface RoiPeriod {
  /** 1 … durationDays. */
  period: number;
  dueAt: Date;
  amountCents: number;
}

export interface AccruingInvestment {
  amountCents: number;
  roiBps: number;
  durationDays: number;
  activatedAt: Date;
}

/**
 * The plan's whole ROI spread over daily periods: each gets the floor of an equal share and the
 * last one also gets the remainder, so the periods add up to the total exactly.
 */
export function roiPeriods(investment: AccruingInvestment): RoiPeriod[] {
  const total = percentOfCents(investment.amountCents, investment.roiBps);
  const share = Math.floor(total / investment.durationDays);
  const start = investment.activatedAt.getTime();
  return Array.from({ length: investment.durationDays }, (_, index) => {
    const period = index + 1;
    const isLast = period === investment.durationDays;
    return {
      period,
      dueAt: new Date(start + period * DAY_MS),
      amountCents: isLast ? total - share * (investment.durationDays - 1) : share,
    };
  });
}

export const roiKey = (investmentId: string, period: number) => `roi:${investmentId}:${period}`;
export const capitalKey = (investmentId: string) => `capital:${investmentId}`;
