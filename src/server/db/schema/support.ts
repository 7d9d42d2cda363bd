import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';
import { SUPPORT_CONVERSATION_STATUSES } from '../../../shared/schemas/support';

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

/**
 * An investor's exchange with the support team, opened by the support form. Closed by an operator
 * when answered; the investor's next message opens it again.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The first line of the opening message, so lists name each conversation. */
    subject: text('subject').notNull(),
    status: text('status', { enum: SUPPORT_CONVERSATION_STATUSES }).notNull().default('open'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('support_conversations_user_idx').on(t.userId, t.createdAt, t.id),
    index('support_conversations_status_idx').on(t.status, t.createdAt, t.id),
    check('support_conversations_status', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * One message of a conversation, in plain text as written. An operator's reply stays unread until
 * the investor opens the thread (`read_at`); the investor's own messages are never unread to them.
 */
export const supportConversationMessages = pgTable(
  'support_conversation_messages',
  {
    id: rowIdColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    fromOperator: boolean('from_operator').notNull(),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('support_conversation_messages_thread_idx').on(t.conversationId, t.createdAt, t.id),
    index('support_conversation_messages_unread_idx').on(t.conversationId).where(sql`${t.fromOperator} and ${t.readAt} is null`),
  ],
);

export type SupportConversation = typeof supportConversations.$inferSelect;
export type SupportConversationMessage = typeof supportConversationMessages.$inferSelect;
