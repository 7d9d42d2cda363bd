import { Stack, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from './HistoryTable';
import { withdrawalHistoryColumns } from './columns';
import { withdrawalsQuery } from './queries';
import { messages } from '../../../shared/messages';

export default function WithdrawalHistoryPage() {
  const { t } = useTranslation();
  const withdrawals = useInfiniteQuery(withdrawalsQuery);
  return (
    <Stack>
      <Title order={2}>{t('history.withdrawalHistory.title')}</Title>
      <HistoryTable
        label={t('history.withdrawalHistory.table')}
        result={withdrawals}
        columns={withdrawalHistoryColumns}
        emptyText={t('history.empty.withdrawals')}
        errorText={messages.dataLoadFailed}
      />
    </Stack>
  );
}
