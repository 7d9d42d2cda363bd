import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { withdrawals } from '../db/schema';
import type { Page } from '../db/pagination';
import { queueDto, queueRows } from '../money/queue';
import type { AdminWithdrawalDto, QueueQuery } from '../../shared/schemas/admin';

export const withdrawalQueue = queueRows(withdrawals, getTableColumns(withdrawals), 'withdrawal');

export async function listWithdrawals(db: Queryable, query: QueueQuery): Promise<Page<AdminWithdrawalDto>> {
  const page = await withdrawalQueue.list(db, query);
  return { items: page.items.map(queueDto), nextCursor: page.nextCursor };
}
