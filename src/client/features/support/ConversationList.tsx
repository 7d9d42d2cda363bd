import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format';
import { conversationsQuery } from './queries';

/** The investor's conversations, newest first; one with replies they have not read says how many. */
export function ConversationList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const conversations = useQuery(conversationsQuery);
  const items = conversations.data?.items ?? [];
  return (
    <Stack gap="xs">
      <Title order={3}>{t('support.conversations.title')}</Title>
      {conversations.isSuccess && items.length === 0 && <Text c="dimmed">{t('support.conversations.empty')}</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((conversation) => (
          <li key={conversation.id}>
            <UnstyledButton onClick={() => onOpen(conversation.id)} w="100%">
              <Paper withBorder p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={conversation.unreadCount > 0 ? 700 : 500} truncate>
                      {conversation.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(conversation.updatedAt, i18n.language)}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    {conversation.unreadCount > 0 && <Badge color="red">{t('support.conversations.newReplies', { count: conversation.unreadCount })}</Badge>}
                    <Badge variant="light" color={conversation.status === 'open' ? 'green' : 'gray'}>
                      {t(`support.conversations.${conversation.status}`)}
                    </Badge>
                  </Group>
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
