import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import type { NotificationsPage } from '../../../shared/schemas/notifications';

export const notificationsQuery = infiniteQueryOptions({
  queryKey: ['notifications', 'list'],
  queryFn: ({ pageParam }) => api<NotificationsPage>(`/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
  initialPageParam: '',
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export const unreadCountQuery = queryOptions({
  queryKey: ['notifications', 'unread'],
  // Polled every minute: a background request, so an open tab nobody touches still times out.
  queryFn: async () => (await api<NotificationsPage>('/notifications?limit=1', { background: true })).unreadCount,
  refetchInterval: 60_000,
});

/** For the header's bell: how many notifications the investor has not read (0 until known). */
export function useUnreadNotificationCount(): number {
  return useQuery(unreadCountQuery).data ?? 0;
}

/** Marks the given notifications read, or all of them without ids. */
export const markNotificationsRead = (ids?: string[]) => api<{ unreadCount: number }>('/notifications/read', { method: 'POST', body: ids ? { ids } : {} });
