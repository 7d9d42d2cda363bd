import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { supportConversationMessages, supportConversations, type SupportConversation, type SupportConversationMessage } from '../db/schema';
import type { SupportMessageDto } from '../../shared/schemas/support';

/**
 * The operator replies of a conversation the investor has not opened yet. Written with its table
 * names, as Drizzle leaves a column unqualified in a one-table select and `id` would name the message's.
 */
export const unreadReplies = sql<number>`(select count(*)::int from support_conversation_messages m
  where m.conversation_id = support_conversations.id and m.from_operator and m.read_at is null)`;

/** A conversation's own fields as answers carry them. */
export const conversationFields = (row: SupportConversation) => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

export const toMessageDto = (row: SupportConversationMessage): SupportMessageDto => ({
  id: row.id,
  fromOperator: row.fromOperator,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** Every message of a conversation, oldest first, as written. */
export async function threadMessages(db: Queryable, conversationId: string): Promise<SupportMessageDto[]> {
  const rows = await db
    .select()
    .from(supportConversationMessages)
    .where(eq(supportConversationMessages.conversationId, conversationId))
    .orderBy(asc(supportConversationMessages.createdAt), asc(supportConversationMessages.id));
  return rows.map(toMessageDto);
}

/**
 * The investor's own conversation, locked for a change when asked; another investor's answers
 * exactly as a missing one does.
 */
export async function ownConversation(db: Queryable, userId: string, id: string, lock = false): Promise<SupportConversation | undefined> {
  const query = db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.id, id), eq(supportConversations.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
