import { useState } from 'react';
import { Anchor, Badge, Button, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { useMessageText } from '../../i18n/message-text';
import { formatDate } from '../../components/format';
import { activeSessionsQuery, endSession } from './queries';
import { errorReason, StatusMessage } from '../../components/StatusMessage';
import { ScrollTable } from '../../components/ScrollTable';

/** The signed-in investor's active sessions, each but this one with a way to end it. */
export default function ManageSecurityPage() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const queryClient = useQueryClient();
  const sessions = useQuery(activeSessionsQuery);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: endSession,
    onMutate: () => {
      setMessage(null);
      setFailure(null);
    },
    onSuccess: (response) => setMessage(response.message),
    onError: (error) => setFailure(errorReason(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQuery.queryKey }),
  });
  const when = (iso: string) => formatDate(iso, i18n.language);

  return (
    <Stack>
      <Title order={2}>{t('account.security.title')}</Title>
      <Text>
        <Trans i18nKey="account.security.intro" components={{ settings: <Anchor component={Link} to={paths.accountSettings} /> }} />
      </Text>
      <StatusMessage message={message} />
      {failure && (
        <Text role="alert" c="red" fw={500}>
          {t('account.security.endFailed', { reason: text(failure) })}
        </Text>
      )}
      {sessions.isPending && (
        <Center h={120}>
          <Loader role="progressbar" aria-label={t('account.loading')} />
        </Center>
      )}
      {sessions.isError && (
        <Text role="alert" c="red">
          {text(messages.dataLoadFailed)}
        </Text>
      )}
      {sessions.data && (
        <ScrollTable minWidth={640} label={t('account.security.title')}>
          <Table striped aria-label={t('account.security.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('account.security.device')}</Table.Th>
                <Table.Th>{t('account.security.ipAddress')}</Table.Th>
                <Table.Th>{t('account.security.signedIn')}</Table.Th>
                <Table.Th>{t('account.security.lastActive')}</Table.Th>
                <Table.Th>{t('account.security.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => {
                const device = session.userAgent || t('account.security.unknownDevice');
                return (
                  <Table.Tr key={session.id}>
                    <Table.Td>{device}</Table.Td>
                    <Table.Td>{session.ipAddress || '—'}</Table.Td>
                    <Table.Td>{when(session.createdAt)}</Table.Td>
                    <Table.Td>{when(session.lastSeenAt)}</Table.Td>
                    <Table.Td>
                      {session.current ? (
                        <Badge color="teal">{t('account.security.thisDevice')}</Badge>
                      ) : (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          disabled={end.isPending}
                          onClick={() => end.mutate(session.id)}
                          aria-label={t('account.security.endSessionOn', { device })}
                        >
                          {t('account.security.endSession')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
