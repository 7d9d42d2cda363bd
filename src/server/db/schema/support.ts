import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('support_user_idx').on(t.userId, t.createdAt)],
);
