import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { supportConversations } from '../db/schema';
import { keysetWhere, newestFirst, toPage } from '../db/pagination';
import type { PageOf, PageQuery } from '../../shared/schemas/pagination';
import type { SupportConversationDto } from '../../shared/schemas/support';
import { conversationFields, unreadReplies } from './queries';

/** The investor's own conversations, newest first, each with the replies they have not read. */
export async function listConversations(db: Queryable, userId: string, query: PageQuery): Promise<PageOf<SupportConversationDto>> {
  const rows = await db
    .select({ ...getTableColumns(supportConversations), unreadCount: unreadReplies })
    .from(supportConversations)
    .where(and(eq(supportConversations.userId, userId), keysetWhere(supportConversations, query.cursor)))
    .orderBy(...newestFirst(supportConversations))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map((row) => ({ ...conversationFields(row), unreadCount: row.unreadCount })), nextCursor: page.nextCursor };
}
