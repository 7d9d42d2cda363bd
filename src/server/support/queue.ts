import { eq, getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { supportConversations, users } from '../db/schema';
import type { Page } from '../db/pagination';
import { queueRows } from '../money/queue';
import { notFound } from '../errors';
import type { AdminSupportConversationDto, AdminSupportThreadResponse } from '../../shared/schemas/support';
import type { QueueQuery } from '../../shared/schemas/admin';
import { conversationFields, threadMessages } from './queries';

const conversationQueue = queueRows(supportConversations, getTableColumns(supportConversations), 'support conversation');

type QueueRow = Awaited<ReturnType<typeof conversationQueue.list>>['items'][number];

const toAdminDto = (row: QueueRow): AdminSupportConversationDto => ({
  ...conversationFields(row),
  userId: row.userId,
  email: row.email,
  fullname: row.fullname,
});

/** The back office's list: open (or closed, or all) conversations, newest first, searchable by investor. */
export async function listSupportConversations(db: Queryable, query: QueueQuery): Promise<Page<AdminSupportConversationDto>> {
  const page = await conversationQueue.list(db, query);
  return { items: page.items.map(toAdminDto), nextCursor: page.nextCursor };
}

/** A conversation with whose it is, locked for a change when asked. */
export async function conversationWithInvestor(db: Queryable, id: string, lock = false) {
  const query = db
    .select({ conversation: supportConversations, investor: users })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(eq(supportConversations.id, id));
  const [row] = lock ? await query.for('update', { of: supportConversations }) : await query;
  if (!row) throw notFound();
  return row;
}

export const adminConversationDto = (row: Awaited<ReturnType<typeof conversationWithInvestor>>): AdminSupportConversationDto => ({
  ...conversationFields(row.conversation),
  userId: row.investor.id,
  email: row.investor.email,
  fullname: row.investor.fullname,
});

/** An operator reads a thread; reading it marks nothing, as only the investor's reading counts. */
export async function showSupportConversation(db: Queryable, id: string): Promise<AdminSupportThreadResponse> {
  const row = await conversationWithInvestor(db, id);
  return { conversation: adminConversationDto(row), messages: await threadMessages(db, id) };
}
