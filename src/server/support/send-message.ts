import type { Db } from '../db/client';
import { supportMessages, type User } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { supportMessageMail } from '../mail/templates/support-message';
import type { SupportRequest } from '../../shared/schemas/support';

/** Stored and queued for the support mailbox in one transaction: both happen or neither. */
export async function sendSupportMessage(db: Db, sender: Pick<User, 'id' | 'email'>, input: SupportRequest, supportEmail: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(supportMessages).values({ userId: sender.id, ...input });
    await enqueueMail(tx, { to: supportEmail, ...supportMessageMail({ ...input, accountEmail: sender.email }) });
  });
}
