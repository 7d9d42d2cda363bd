import { useState, type ReactNode } from 'react';
import { Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queueQuery, type QueueName, type QueueRows } from '../queries';
import { LoadMore, LoadState, StatusBadge } from '../ui';
import { ScrollTable } from '../../../components/ScrollTable';
import { DecisionButtons } from './DecisionButtons';

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface QueueConfig<Q extends QueueName> {
  queue: Q;
  title: string;
  statuses: readonly string[];
  columns: Array<Column<QueueRows[Q]>>;
  /** Names one request for the decision buttons, e.g. "deposit of $250.00 by ada@example.com". */
  subject: (row: QueueRows[Q]) => string;
  askTxHash?: boolean;
}

/** One queue: pending requests by default, filterable by status, searchable by the investor's name or e-mail. */
export function QueuePage<Q extends QueueName>({ config }: { config: QueueConfig<Q> }) {
  const [status, setStatus] = useState('pending');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useInfiniteQuery(queueQuery(config.queue, status, q));
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

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
        <TextInput label="Search investor" placeholder="Name or e-mail" value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={280} />
      </Group>
      <LoadState pending={list.isPending} failed={list.isError} empty={list.isSuccess && rows.length === 0} emptyText="Nothing here." />
      {rows.length > 0 && (
        <ScrollTable minWidth={900} label={config.title}>
          <Table striped highlightOnHover aria-label={config.title}>
            <Table.Thead>
              <Table.Tr>
                {config.columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                <Table.Th>Status</Table.Th>
                <Table.Th>Decision</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {config.columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                  ))}
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    {row.status === 'pending' ? (
                      <DecisionButtons queue={config.queue} id={row.id} subject={config.subject(row)} askTxHash={config.askTxHash} />
                    ) : (
                      <Text size="sm">{row.rejectionReason ? `Reason: ${row.rejectionReason}` : `Decided ${row.decidedAt?.slice(0, 10) ?? ''}`}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore pager={list} />
    </Stack>
  );
}
