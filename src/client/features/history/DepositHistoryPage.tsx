import { Stack, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from './HistoryTable';
import { depositHistoryColumns } from './columns';
import { depositsQuery } from './queries';
import { messages } from '../../../shared/messages';

export default function DepositHistoryPage() {
  const { t } = useTranslation();
  const deposits = useInfiniteQuery(depositsQuery);
  return (
    <Stack>
      <Title order={2}>{t('history.depositHistory.title')}</Title>
      <HistoryTable
        label={t('history.depositHistory.table')}
        result={deposits}
        columns={depositHistoryColumns}
        loadingText={t('history.depositHistory.loading')}
        emptyText={t('history.depositHistory.empty')}
        errorText={messages.dataLoadFailed}
      />
    </Stack>
  );
}
