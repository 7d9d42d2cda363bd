import { Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages';
import { useMessageText } from '../../i18n/message-text';
import { errorReason } from '../../components/StatusMessage';
import { formatDate } from '../../components/format';
import { referralsQuery } from './queries';
import { ReferralLinkBox } from './ReferralLinkBox';
import { ScrollTable } from '../../components/ScrollTable';

/** The referral page: link, id, who referred the investor (None if nobody) and the referred clients. */
export default function ReferralsPage() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const referrals = useInfiniteQuery(referralsQuery);
  const first = referrals.data?.pages[0];
  const clients = referrals.data?.pages.flatMap((page) => page.clients) ?? [];

  return (
    <Stack>
      <Title order={2}>{t('referrals.title')}</Title>
      {referrals.isPending && (
        <Center h={120}>
          <Loader role="progressbar" aria-label={t('referrals.loading')} />
        </Center>
      )}
      {referrals.isError && (
        <Text role="alert" c="red">
          {text(messages.referralLoadFailed(errorReason(referrals.error)))}
        </Text>
      )}
      {first && (
        <>
          <ReferralLinkBox link={first.referralLink} />
          <Group gap="xl">
            <Text>
              <Text span fw={500}>
                {t('referrals.referralId')}
              </Text>{' '}
              {first.referralId}
            </Text>
            <Text>
              <Text span fw={500}>
                {t('referrals.referredBy')}
              </Text>{' '}
              {first.referredBy ?? t('referrals.none')}
            </Text>
          </Group>
          <ScrollTable minWidth={600} label={t('referrals.table')}>
            <Table striped aria-label={t('referrals.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('referrals.columns.clientName')}</Table.Th>
                  <Table.Th>{t('referrals.columns.level')}</Table.Th>
                  <Table.Th>{t('referrals.columns.parent')}</Table.Th>
                  <Table.Th>{t('referrals.columns.status')}</Table.Th>
                  <Table.Th>{t('referrals.columns.registered')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clients.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>{t('referrals.empty')}</Table.Td>
                  </Table.Tr>
                ) : (
                  clients.map((client, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a referred client has no id in the answer, and the list is only ever replaced whole
                    <Table.Tr key={`${client.registeredAt}-${index}`}>
                      <Table.Td>{client.name}</Table.Td>
                      <Table.Td>{t('referrals.level1')}</Table.Td>
                      <Table.Td>{client.parent}</Table.Td>
                      <Table.Td>{t('referrals.active')}</Table.Td>
                      <Table.Td>{formatDate(client.registeredAt, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {referrals.hasNextPage && (
            <Group>
              <Button variant="default" onClick={() => referrals.fetchNextPage()} disabled={referrals.isFetchingNextPage}>
                {referrals.isFetchingNextPage ? t('referrals.loadingMore') : t('referrals.loadMore')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
