import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { supportConversationMessages, supportConversations } from '../db/schema';
import { notify } from '../notifications/notify';
import { mailUser } from '../mail/send';
import { mailText } from '../mail/text/mail-text';
import { supportReplyMail } from '../mail/templates/support-reply';
import { writeAudit } from '../audit/record';
import type { SupportMessageDto } from '../../shared/schemas/support';
import { toMessageDto } from './queries';
import { conversationWithInvestor } from './queue';

/**
 * An operator answers a conversation. The investor is told in the app and by mail in their
 * language, and the audit log records who answered; all in the transaction that stores the reply.
 */
export async function answerConversation(tx: Tx, id: string, body: string, operatorId: string, supportPage: string, now: Date): Promise<SupportMessageDto> {
  const { conversation, investor } = await conversationWithInvestor(tx, id, true);
  const [written] = await tx
    .insert(supportConversationMessages)
    .values({ conversationId: id, authorId: operatorId, fromOperator: true, body, createdAt: now })
    .returning();
  await tx.update(supportConversations).set({ updatedAt: now }).where(eq(supportConversations.id, id));
  await notify(tx, {
    userId: investor.id,
    kind: 'support_reply',
    message: `Support replied to your message "${conversation.subject}".`,
    params: { subject: conversation.subject },
    refType: 'support_conversation',
    refId: id,
  });
  await mailUser(
    tx,
    investor,
    supportReplyMail({ fullname: investor.fullname, subject: conversation.subject, reply: body, link: supportPage }, mailText(investor.language)),
  );
  await writeAudit(tx, { actorId: operatorId, action: 'support.reply', entityType: 'support_conversation', entityId: id, after: { messageId: written!.id } });
  return toMessageDto(written!);
}
