import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationParams } from '../../../shared/schemas/notifications';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const notifications = pgTable(
  'notifications',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    params: jsonb('params').$type<NotificationParams>(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id)],
);
