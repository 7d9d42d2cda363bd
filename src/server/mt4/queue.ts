import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { mt4Subscriptions } from '../db/schema';
import type { Page } from '../db/pagination';
import { queueDto, queueRows } from '../money/queue';
import type { AdminMt4Dto, QueueQuery } from '../../shared/schemas/admin';

/** Every column but the encrypted MT4 password, which never leaves the database. */
const { passwordEncrypted: _secret, ...visibleColumns } = getTableColumns(mt4Subscriptions);

export const mt4Queue = queueRows(mt4Subscriptions, visibleColumns, 'subscription');

export async function listMt4Subscriptions(db: Queryable, query: QueueQuery): Promise<Page<AdminMt4Dto>> {
  const page = await mt4Queue.list(db, query);
  return { items: page.items.map(queueDto), nextCursor: page.nextCursor };
}
