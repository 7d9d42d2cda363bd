import type { Queryable } from '../db/client';
import { deposits, type Deposit } from '../db/schema';
import type { Page } from '../db/pagination';
import { listOwnRows } from '../transactions/own-rows';
import type { DepositDto } from '../../shared/schemas/deposits';
import type { PageQuery } from '../../shared/schemas/amount';

export function toDepositDto(deposit: Deposit): DepositDto {
  return {
    id: deposit.id,
    amountCents: deposit.amountCents,
    method: deposit.method,
    walletAddress: deposit.walletAddress,
    status: deposit.status,
    investmentId: deposit.investmentId,
    createdAt: deposit.createdAt.toISOString(),
  };
}

export const listDeposits = (db: Queryable, userId: string, query: PageQuery): Promise<Page<DepositDto>> =>
  listOwnRows(db, deposits, userId, query, toDepositDto);
