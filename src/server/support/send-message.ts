import type { Db } from '../db/client';
import { supportMessages, type User } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { supportMessageMail } from '../mail/templates/support-message';
import type { SupportRequest } from '../../shared/schemas/support';
import { openConversation } from './open';

/**
 * Stored, opened as a conversation and queued for the support mailbox in one transaction: all
 * happen or none. Returns the conversation's id.
 */
export async function sendSupportMessage(db: Db, sender: Pick<User, 'id' | 'email'>, input: SupportRequest, supportEmail: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.insert(supportMessages).values({ userId: sender.id, ...input });
    await enqueueMail(tx, { to: supportEmail, ...supportMessageMail({ ...input, accountEmail: sender.email }) });
    return openConversation(tx, sender.id, input.message, now);
  });
}
