import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { ledgerEntries, type LedgerEntry } from '../db/schema';
import type { Page } from '../db/pagination';
import { listOwnRows } from './own-rows';
import { OTHER_TRANSACTION_TYPES, type OtherTransactionDto, type OtherTransactionType } from '../../shared/schemas/transactions';
import type { PageQuery } from '../../shared/schemas/pagination';

function toOtherTransactionDto(entry: LedgerEntry): OtherTransactionDto {
  return {
    id: String(entry.id),
    amountCents: entry.amountCents,
    type: entry.kind as OtherTransactionType,
    narration: entry.narration,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The Transactions page's "Others" tab: every ledger movement that is not a deposit, investment or withdrawal. */
export const listOtherTransactions = (db: Queryable, userId: string, query: PageQuery): Promise<Page<OtherTransactionDto>> =>
  listOwnRows(db, ledgerEntries, userId, query, toOtherTransactionDto, inArray(ledgerEntries.kind, [...OTHER_TRANSACTION_TYPES]));
