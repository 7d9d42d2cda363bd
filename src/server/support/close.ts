import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { supportConversations } from '../db/schema';
import { conflict } from '../errors';
import { writeAudit } from '../audit/record';
import type { AdminSupportConversationDto } from '../../shared/schemas/support';
import { adminConversationDto, conversationWithInvestor } from './queue';

/** An operator closes a conversation they consider settled; the investor's next message opens it again. */
export async function closeConversation(tx: Tx, id: string, operatorId: string, now: Date): Promise<AdminSupportConversationDto> {
  const row = await conversationWithInvestor(tx, id, true);
  if (row.conversation.status === 'closed') throw conflict('ALREADY_CLOSED', 'This conversation is already closed.');
  const [closed] = await tx
    .update(supportConversations)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(eq(supportConversations.id, id))
    .returning();
  await writeAudit(tx, {
    actorId: operatorId,
    action: 'support.close',
    entityType: 'support_conversation',
    entityId: id,
    before: { status: 'open' },
    after: { status: 'closed' },
  });
  return adminConversationDto({ ...row, conversation: closed! });
}
