import { z } from 'zod';

export const notificationDto = z.object({
  id: z.string(),
  kind: z.string(),
  message: z.string(),
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
export type MarkReadRequest = z.infer<typeof markReadRequest>;

export const unreadCountResponse = z.object({ unreadCount: z.number().int() });
