import type { Tx } from '../db/client';
import { supportConversationMessages, supportConversations } from '../db/schema';

const SUBJECT_MAX = 120;

/**
 * The first line written, cut to a length a list shows, names the conversation. The cut counts
 * characters, so it never splits one (an emoji) in two, and so the migration that opened
 * conversations for earlier messages could name them the same way in SQL.
 */
function subjectOf(message: string): string {
  const firstLine = message.split(/\r?\n/).find((line) => line.trim() !== '') ?? message;
  const characters = Array.from(firstLine.trim());
  return characters.length > SUBJECT_MAX ? `${characters.slice(0, SUBJECT_MAX - 1).join('')}…` : characters.join('');
}

/** An investor's support message starts a conversation of its own, open until support closes it. */
export async function openConversation(tx: Tx, userId: string, message: string, now: Date): Promise<string> {
  const [conversation] = await tx
    .insert(supportConversations)
    .values({ userId, subject: subjectOf(message), createdAt: now, updatedAt: now })
    .returning({ id: supportConversations.id });
  await tx
    .insert(supportConversationMessages)
    .values({ conversationId: conversation!.id, authorId: userId, fromOperator: false, body: message, createdAt: now });
  return conversation!.id;
}
