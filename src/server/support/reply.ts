import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { supportConversationMessages, supportConversations } from '../db/schema';
import { notFound } from '../errors';
import type { SupportMessageDto } from '../../shared/schemas/support';
import { ownConversation, toMessageDto } from './queries';

/** The investor writes again in their conversation; a closed one opens again, as the matter is not settled. */
export async function replyToConversation(tx: Tx, userId: string, id: string, message: string, now: Date): Promise<SupportMessageDto> {
  const conversation = await ownConversation(tx, userId, id, true);
  if (!conversation) throw notFound();
  const [written] = await tx
    .insert(supportConversationMessages)
    .values({ conversationId: id, authorId: userId, fromOperator: false, body: message, createdAt: now })
    .returning();
  await tx.update(supportConversations).set({ status: 'open', closedAt: null, updatedAt: now }).where(eq(supportConversations.id, id));
  return toMessageDto(written!);
}
