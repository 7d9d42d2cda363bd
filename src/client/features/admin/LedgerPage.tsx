import { useState } from 'react';
import { Code, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LEDGER_KINDS } from '../../../shared/ledger-kinds';
import { formatUsd } from '../../../shared/money';
import { ledgerEntriesQuery } from './queries';
import { formatWhen, LoadMore, LoadState } from './ui';
import { ScrollTable } from '../../components/ScrollTable';
import { InvestorCell } from './queues/investor-cell';

const KINDS = ['all', ...LEDGER_KINDS];

/** Who moved the money when no operator did: the profit job, the activation of a referred investment, or the seed. */
const AUTOMATIC_CAUSE: Record<string, string> = {
  roi: 'profit job',
  capital_return: 'profit job',
  referral_bonus: 'investment activation',
  adjustment: 'system',
};

/** Every balance change: its cause, who caused it, when, and the balance before and after. */
export default function LedgerPage() {
  const [kind, setKind] = useState('all');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useInfiniteQuery(ledgerEntriesQuery(kind, q));
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack>
      <Title order={2}>Ledger</Title>
      <Group align="end">
        <Select label="Kind" data={KINDS} value={kind} allowDeselect={false} onChange={(value) => setKind(value ?? 'all')} w={200} />
        <TextInput label="Search investor" placeholder="Name or e-mail" value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={280} />
      </Group>
      <LoadState pending={list.isPending} failed={list.isError} empty={list.isSuccess && entries.length === 0} emptyText="No ledger entries." />
      {entries.length > 0 && (
        <ScrollTable minWidth={1000} label="Ledger entries">
          <Table striped aria-label="Ledger entries">
            <Table.Thead>
              <Table.Tr>
                {['When', 'Investor', 'Kind', 'Amount', 'Balance before', 'Balance after', 'Cause', 'By'].map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatWhen(entry.createdAt)}</Table.Td>
                  <Table.Td>
                    <InvestorCell row={entry} />
                  </Table.Td>
                  <Table.Td>
                    <Code>{entry.kind}</Code>
                  </Table.Td>
                  <Table.Td>{formatUsd(entry.amountCents)}</Table.Td>
                  <Table.Td>{formatUsd(entry.balanceBeforeCents)}</Table.Td>
                  <Table.Td>{formatUsd(entry.balanceAfterCents)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.narration || '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {entry.refType} {entry.refId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{entry.actorEmail ?? AUTOMATIC_CAUSE[entry.kind] ?? 'investor'}</Table.Td>
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
