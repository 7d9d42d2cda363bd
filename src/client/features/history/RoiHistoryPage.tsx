import { Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from './HistoryTable';
import { investmentColumns } from './columns';
import { investmentsQuery } from './queries';
import { messages } from '../../../shared/messages';

/** "User history" in the sidebar: the investor's investments with their terms (the Profit Tracker). */
export default function RoiHistoryPage() {
  const { t } = useTranslation();
  const investments = useInfiniteQuery(investmentsQuery);
  return (
    <Stack>
      <div>
        <Title order={2}>{t('history.roiHistory.title')}</Title>
        <Text c="dimmed">{t('history.roiHistory.subtitle')}</Text>
      </div>
      <HistoryTable
        label={t('history.roiHistory.table')}
        result={investments}
        columns={investmentColumns}
        emptyText={t('history.empty.investments')}
        errorText={messages.dataLoadFailed}
      />
    </Stack>
  );
}
