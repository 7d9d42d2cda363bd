import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { withdrawals } from '../db/schema';
import type { Page } from '../db/pagination';
import { queueDto, queueRows } from '../money/queue';
import type { QueueQuery } from '../../shared/schemas/admin';
import type { WithdrawalQueueItemDto } from '../../shared/schemas/four-eyes';
import { approvalsOf, approvalsRequiredFor } from './approvals';

export const withdrawalQueue = queueRows(withdrawals, getTableColumns(withdrawals), 'withdrawal');

/** The queue, each withdrawal with the approvals it has and how many it needs. */
export async function listWithdrawals(db: Queryable, query: QueueQuery, fourEyesCents: number): Promise<Page<WithdrawalQueueItemDto>> {
  const page = await withdrawalQueue.list(db, query);
  const approvals = await approvalsOf(
    db,
    page.items.map((row) => row.id),
  );
  return {
    items: page.items.map((row) => ({
      ...queueDto(row),
      approvals: approvals.get(row.id)!,
      approvalsRequired: approvalsRequiredFor(row.amountCents, fourEyesCents),
    })),
    nextCursor: page.nextCursor,
  };
}
