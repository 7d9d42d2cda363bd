import { primaryKey, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { withdrawals } from './withdrawals';
import { createdAtColumn } from './created-at';

/**
 * Each operator's approval of a large withdrawal: the first holds the money in the queue, the second
 * (another operator's, written with the decision) pays it out. One row per operator per withdrawal,
 * so the same operator approving twice at once leaves one approval.
 */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.withdrawalId, t.operatorId] })],
);
