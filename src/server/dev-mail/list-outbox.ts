import type { Queryable } from '../db/client';
import { mailOutbox } from '../db/schema';
import { keysetWhere, newestFirst, toPage } from '../db/pagination';

export async function listOutbox(db: Queryable, query: { limit: number; cursor?: string }) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(keysetWhere(mailOutbox, query.cursor))
    .orderBy(...newestFirst(mailOutbox))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    items: page.items.map((mail) => ({
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      template: mail.template,
      text: mail.text,
      html: mail.html,
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
    nextCursor: page.nextCursor,
  };
}
