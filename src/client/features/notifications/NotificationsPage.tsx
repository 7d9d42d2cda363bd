import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages';
import { useMessageText } from '../../i18n/message-text';
import { errorReason } from '../../components/StatusMessage';
import { formatDate } from '../../components/format';
import { markNotificationsRead, notificationsQuery } from './queries';
import { NOTIFICATION_KINDS } from './kinds';
import { notificationBody } from './notification-body';
import { unreadText } from './unread-text';

/** Status changes of the investor's deposits, withdrawals, investments, subscriptions and KYC. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationsQuery);
  const markRead = useMutation({
    mutationFn: markNotificationsRead,
    // The list and the header's unread count share the "notifications" key.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = list.data?.pages[0]?.unreadCount ?? 0;
  const kindTitle = (kind: string) => t(`notifications.kinds.${NOTIFICATION_KINDS.has(kind) ? kind : 'other'}`);

  return (
    <Stack maw={760}>
      <Group justify="space-between">
        <Title order={2}>{t('notifications.title')}</Title>
        <Button variant="light" disabled={unreadCount === 0 || markRead.isPending} onClick={() => markRead.mutate(undefined)}>
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {list.isSuccess && <Text c="dimmed">{unreadText(t, unreadCount)}</Text>}
      {markRead.isError && (
        <Text role="alert" c="red" fw={500}>
          {t('notifications.markReadFailed', { reason: text(errorReason(markRead.error)) })}
        </Text>
      )}
      {list.isPending && (
        <Center h={120}>
          <Loader role="progressbar" aria-label={t('notifications.loading')} />
        </Center>
      )}
      {list.isError && (
        <Text role="alert" c="red">
          {text(messages.dataLoadFailed)}
        </Text>
      )}
      {list.isSuccess && items.length === 0 && <Text>{t('notifications.empty')}</Text>}
      {items.map((item) => (
        <Card
          key={item.id}
          withBorder
          padding="sm"
          // Unread is marked by an accent stripe and a bold title; bold bodies on every card read as shouting.
          style={item.readAt ? undefined : { borderInlineStart: '4px solid var(--mantine-primary-color-filled)' }}
        >
          <Group justify="space-between" wrap="nowrap" align="start">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={item.readAt ? 500 : 700}>{kindTitle(item.kind)}</Text>
              <Text>{notificationBody(i18n, item)}</Text>
              <Text size="sm" c="dimmed">
                {formatDate(item.createdAt, i18n.language)}
              </Text>
            </Stack>
            {item.readAt ? (
              <Badge variant="light" color="gray">
                {t('notifications.read')}
              </Badge>
            ) : (
              <Button size="xs" variant="subtle" style={{ flexShrink: 0 }} disabled={markRead.isPending} onClick={() => markRead.mutate([item.id])}>
                {t('notifications.markRead')}
              </Button>
            )}
          </Group>
        </Card>
      ))}
      {list.hasNextPage && (
        <Group>
          <Button variant="default" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t('notifications.loadingMore') : t('notifications.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
