import { useState } from 'react';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { queueQuery, type QueueName, type QueueRows } from '../queries';
import { StatusBadge } from '../ui';
import { PagedTable, type PagedColumn } from '../PagedTable';
import { useInvestorSearch } from '../investor-search';
import { DecisionButtons } from './DecisionButtons';

export interface QueueConfig<Q extends QueueName> {
  queue: Q;
  /** The queue's catalogue section under admin (its title, columns and subject). */
  text: 'deposits' | 'withdrawals' | 'kyc' | 'mt4' | 'adjustments';
  statuses: readonly string[];
  columns: (t: TFunction) => Array<PagedColumn<QueueRows[Q]>>;
  /** Names one request for the decision buttons, e.g. "deposit of $250.00 by ada@example.com". */
  subject: (row: QueueRows[Q], t: TFunction) => string;
  askTxHash?: boolean;
  rejectionToldInvestor?: boolean;
}

/** One queue: pending requests by default, filterable by status, searchable by the investor's name or e-mail. */
export function QueuePage<Q extends QueueName>({ config }: { config: QueueConfig<Q> }) {
  const { t } = useTranslation();
  const title = t(`admin.${config.text}.title`);
  const [status, setStatus] = useState('pending');
  const search = useInvestorSearch();
  const list = useInfiniteQuery(queueQuery(config.queue, status, search.term));
  const columns: Array<PagedColumn<QueueRows[Q]>> = [
    ...config.columns(t),
    { header: t('admin.queue.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: t('admin.queue.decision'),
      cell: (row) =>
        row.status === 'pending' ? (
          <DecisionButtons
            queue={config.queue}
            id={row.id}
            subject={config.subject(row, t)}
            askTxHash={config.askTxHash}
            rejectionToldInvestor={config.rejectionToldInvestor}
          />
        ) : (
          <Text size="sm">
            {row.rejectionReason
              ? t('admin.queue.reason', { reason: row.rejectionReason })
              : t('admin.queue.decided', { date: row.decidedAt?.slice(0, 10) ?? '' })}
          </Text>
        ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Group align="end">
        <Select
          label={t('admin.queue.status')}
          data={[...config.statuses, 'all'].map((value) => ({ value, label: t(`admin.status.${value}`) }))}
          value={status}
          allowDeselect={false}
          onChange={(value) => setStatus(value ?? 'pending')}
          w={160}
        />
        {search.input}
      </Group>
      <PagedTable list={list} label={title} minWidth={900} emptyText={t('admin.queue.empty')} columns={columns} />
    </Stack>
  );
}
