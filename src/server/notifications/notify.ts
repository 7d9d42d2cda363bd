import type { Queryable } from '../db/client';
import { insertAfterGate, type GatedWrite } from '../db/gated-insert';
import { notifications } from '../db/schema';
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

/** The same, as a CTE of a statement whose change is the `gate` CTE (see insertAfterGate); one per gate. */
export const notifyAfter = (gate: string, notification: NewNotification): GatedWrite =>
  insertAfterGate(`${gate}_notification`, notifications, notification, gate);
