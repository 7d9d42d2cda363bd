import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { notifications } from '../db/schema';
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

/** Written in the same transaction as the status change it reports. */
export async function notify(tx: Queryable, notification: NewNotification): Promise<void> {
  await tx.insert(notifications).values(notification);
}

/** Many at once, in one statement whose text does not change with their number (a job's news). */
export async function notifyAll(tx: Queryable, news: NewNotification[]): Promise<void> {
  if (news.length === 0) return;
  const rows = news.map((n) => ({
    id: newRowId(),
    user_id: n.userId,
    kind: n.kind,
    message: n.message,
    params: n.params,
    ref_type: n.refType ?? null,
    ref_id: n.refId ?? null,
  }));
  await tx.execute(sql`insert into notifications (id, user_id, kind, message, params, ref_type, ref_id)
    select id, user_id, kind, message, params, ref_type, ref_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, user_id uuid, kind text, message text, params jsonb, ref_type text, ref_id text)`);
}
