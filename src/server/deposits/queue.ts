import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { deposits } from '../db/schema';
import type { Page } from '../db/pagination';
import { queueDto, queueRows } from '../money/queue';
import type { AdminDepositDto, QueueQuery } from '../../shared/schemas/admin';

export const depositQueue = queueRows(deposits, getTableColumns(deposits), 'deposit');

export async function listDeposits(db: Queryable, query: QueueQuery): Promise<Page<AdminDepositDto>> {
  const page = await depositQueue.list(db, query);
  return { items: page.items.map(queueDto), nextCursor: page.nextCursor };
}
