import { z } from 'zod';

/**
 * The values of a notification's sentence, so the browser can say it in the reader's language
 * (`message` keeps the English one for mails, the back office and rows written before params).
 * A name ending in `Cents` is an amount, shown formatted without the suffix (`amountCents` fills
 * `{{amount}}`); `context` picks the kind's variant sentence, as an i18next context.
 */
const notificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParams>;

export const notificationDto = z.object({
  id: z.string(),
  kind: z.string(),
  message: z.string(),
  /** Null on rows written before notifications carried their values. */
  params: notificationParams.nullable(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationsPage = z.object({
  items: z.array(notificationDto),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

/** Without ids every unread notification of the caller is marked read. */
export const markReadRequest = z.object({ ids: z.array(z.uuid()).min(1).max(100).optional() });

export const unreadCountResponse = z.object({ unreadCount: z.number().int() });
