import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const referrals = pgTable(
  'referrals',
  {
    id: rowIdColumn(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id),
    referredId: uuid('referred_id')
      .notNull()
      .unique()
      .references(() => users.id),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.createdAt, t.id)],
);
