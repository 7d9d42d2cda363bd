import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { balanceAdjustments, users } from '../../db/schema';
import type { Page } from '../../db/pagination';
import { queueDto, queueRows } from '../../money/queue';
import type { QueueQuery } from '../../../shared/schemas/admin';
import type { AdjustmentDto } from '../../../shared/schemas/four-eyes';

/** An operator's name, read in the outer row's own query. */
const nameOf = <Name extends string | null>(operatorId: PgColumn) => sql<Name>`(select ${users.fullname} from ${users} where ${users.id} = ${operatorId})`;

/** Proposed adjustments with whose balance each is and the names of the operators who proposed and decided it. */
export const adjustmentQueue = queueRows(
  balanceAdjustments,
  {
    ...getTableColumns(balanceAdjustments),
    proposedByName: nameOf<string>(balanceAdjustments.proposedBy),
    decidedByName: nameOf<string | null>(balanceAdjustments.decidedBy),
  },
  'adjustment',
);

export async function listAdjustments(db: Queryable, query: QueueQuery): Promise<Page<AdjustmentDto>> {
  const page = await adjustmentQueue.list(db, query);
  return { items: page.items.map(queueDto), nextCursor: page.nextCursor };
}

/** The name the audit log and the queue show for an operator. */
export async function operatorName(db: Queryable, operatorId: string): Promise<string> {
  const [operator] = await db.select({ fullname: users.fullname }).from(users).where(eq(users.id, operatorId));
  return operator?.fullname ?? '';
}
