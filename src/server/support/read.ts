import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { supportConversationMessages } from '../db/schema';
import { notFound } from '../errors';
import type { SupportThreadResponse } from '../../shared/schemas/support';
import { conversationFields, ownConversation, threadMessages } from './queries';

/**
 * The investor opens their conversation: the thread as it stood (replies they had not seen carry no
 * `readAt`, so the page can mark them), and from now on those replies count as read.
 */
export async function readConversation(tx: Tx, userId: string, id: string, now: Date): Promise<SupportThreadResponse> {
  const conversation = await ownConversation(tx, userId, id);
  if (!conversation) throw notFound();
  const messages = await threadMessages(tx, id);
  const unreadCount = messages.filter((message) => message.fromOperator && message.readAt === null).length;
  if (unreadCount > 0) {
    await tx
      .update(supportConversationMessages)
      .set({ readAt: now })
      .where(
        and(eq(supportConversationMessages.conversationId, id), eq(supportConversationMessages.fromOperator, true), isNull(supportConversationMessages.readAt)),
      );
  }
  return { conversation: { ...conversationFields(conversation), unreadCount }, messages };
}
