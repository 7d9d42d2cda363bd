import type { Queryable } from '../db/client';
import { investments, type Investment } from '../db/schema';
import type { Page } from '../db/pagination';
import { listOwnRows } from '../transactions/own-rows';
import type { InvestmentDto } from '../../shared/schemas/investments';
import type { PageQuery } from '../../shared/schemas/pagination';

export function toInvestmentDto(investment: Investment): InvestmentDto {
  return {
    id: investment.id,
    planId: investment.planId,
    planName: investment.planName,
    amountCents: investment.amountCents,
    roiBps: investment.roiBps,
    durationDays: investment.durationDays,
    referralBonusBps: investment.referralBonusBps,
    status: investment.status,
    createdAt: investment.createdAt.toISOString(),
    activatedAt: investment.activatedAt?.toISOString() ?? null,
    completedAt: investment.completedAt?.toISOString() ?? null,
  };
}

export const listInvestments = (db: Queryable, userId: string, query: PageQuery): Promise<Page<InvestmentDto>> =>
  listOwnRows(db, investments, userId, query, toInvestmentDto);
