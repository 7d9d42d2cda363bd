import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { newRowId } from '../db/schema/row-id';
import type { NotificationParams } from '../../shared/schemas/notifications';

export interface NewNotification {
  userId: string;
  kind: string;
  /** In English: what mails and the back office show, and the page's fallback without params. */
  message: string;
  /** The values inside `message`, from which the browser writes it in the reader's language. */
  params: NotificationParams;
  refType?: string;
  refId?: string;
}

/**
 * The row of a notification, the one way one is made (`notify` in a transaction, the money engine's
 * `notifyAfter` in a statement): its id made here, in order, so notifications made together list
 * in the order given.
 */
export const notificationRow = (notification: NewNotification) => ({ id: newRowId(), ...notification });

/**
 * Written in the caller's transaction, with the change they report: one statement however many
 * there are (a job's news), whose text does not change with their number.
 */
export async function notify(tx: Queryable, ...news: NewNotification[]): Promise<void> {
  if (news.length === 0) return;
  await tx.execute(sql`insert into notifications (id, user_id, kind, message, params, ref_type, ref_id)
    select id, "userId", kind, message, params, "refType", "refId"
    from jsonb_to_recordset(${JSON.stringify(news.map(notificationRow))}::jsonb)
      as x(id uuid, "userId" uuid, kind text, message text, params jsonb, "refType" text, "refId" text)`);
}
