import type { Queryable } from '../db/client';
import { notifications } from '../db/schema';

export interface NewNotification {
  userId: string;
  kind: string;
  message: string;
  refType?: string;
  refId?: string;
}

/** Written in the same transaction as the status change it reports. */
export async function notify(tx: Queryable, notification: NewNotification): Promise<void> {
  await tx.insert(notifications).values(notification);
}
