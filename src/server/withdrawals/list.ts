import type { Queryable } from '../db/client';
import { withdrawals, type Withdrawal } from '../db/schema';
import type { Page } from '../db/pagination';
import { listOwnRows } from '../transactions/own-rows';
import type { WithdrawalDto } from '../../shared/schemas/withdrawals';
import type { PageQuery } from '../../shared/schemas/pagination';

/** A withdrawal as its request writes it, before any payout. */
export type NewWithdrawal = Omit<Withdrawal, 'payoutId' | 'payoutState'>;

export function toWithdrawalDto(withdrawal: NewWithdrawal): WithdrawalDto {
  return {
    id: withdrawal.id,
    amountCents: withdrawal.amountCents,
    feeCents: withdrawal.feeCents,
    totalCents: withdrawal.totalCents,
    walletAddress: withdrawal.walletAddress,
    cryptoType: withdrawal.cryptoType,
    network: withdrawal.network,
    status: withdrawal.status,
    txHash: withdrawal.txHash,
    createdAt: withdrawal.createdAt.toISOString(),
  };
}

export const listWithdrawals = (db: Queryable, userId: string, query: PageQuery): Promise<Page<WithdrawalDto>> =>
  listOwnRows(db, withdrawals, userId, query, toWithdrawalDto);
