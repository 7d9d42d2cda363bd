import { useState } from 'react';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queueQuery, type QueueName, type QueueRows } from '../queries';
import { StatusBadge } from '../ui';
import { PagedTable, type PagedColumn } from '../PagedTable';
import { useInvestorSearch } from '../investor-search';
import { DecisionButtons } from './DecisionButtons';

export interface QueueConfig<Q extends QueueName> {
  queue: Q;
  title: string;
  statuses: readonly string[];
  columns: Array<PagedColumn<QueueRows[Q]>>;
  /** Names one request for the decision buttons, e.g. "deposit of $250.00 by ada@example.com". */
  subject: (row: QueueRows[Q]) => string;
  askTxHash?: boolean;
  rejectionToldInvestor?: boolean;
}

/** One queue: pending requests by default, filterable by status, searchable by the investor's name or e-mail. */
export function QueuePage<Q extends QueueName>({ config }: { config: QueueConfig<Q> }) {
  const [status, setStatus] = useState('pending');
  const search = useInvestorSearch();
  const list = useInfiniteQuery(queueQuery(config.queue, status, search.term));
  const columns: Array<PagedColumn<QueueRows[Q]>> = [
    ...config.columns,
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: 'Decision',
      cell: (row) =>
        row.status === 'pending' ? (
          <DecisionButtons
            queue={config.queue}
            id={row.id}
            subject={config.subject(row)}
            askTxHash={config.askTxHash}
            rejectionToldInvestor={config.rejectionToldInvestor}
          />
        ) : (
          <Text size="sm">{row.rejectionReason ? `Reason: ${row.rejectionReason}` : `Decided ${row.decidedAt?.slice(0, 10) ?? ''}`}</Text>
        ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>{config.title}</Title>
      <Group align="end">
        <Select
          label="Status"
          data={[...config.statuses, 'all']}
          value={status}
          allowDeselect={false}
          onChange={(value) => setStatus(value ?? 'pending')}
          w={160}
        />
        {search.input}
      </Group>
      <PagedTable list={list} label={config.title} minWidth={900} emptyText="Nothing here." columns={columns} />
    </Stack>
  );
}
