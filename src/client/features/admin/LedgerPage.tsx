import { useState } from 'react';
import { Code, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LEDGER_KINDS } from '../../../shared/ledger-kinds';
import { formatUsd } from '../../../shared/money';
import { ledgerEntriesQuery } from './queries';
import type { AdminLedgerEntryDto } from '../../../shared/schemas/admin';
import { formatWhen } from './ui';
import { PagedTable, type PagedColumn } from './PagedTable';
import { useInvestorSearch } from './investor-search';
import { InvestorCell } from './queues/investor-cell';

const KINDS = ['all', ...LEDGER_KINDS];

/** Who moved the money when no operator did: the profit job, the activation of a referred investment, or the seed. */
const AUTOMATIC_CAUSE: Record<string, string> = {
  roi: 'profit job',
  capital_return: 'profit job',
  referral_bonus: 'investment activation',
  adjustment: 'system',
};

const COLUMNS: Array<PagedColumn<AdminLedgerEntryDto>> = [
  { header: 'When', cell: (entry) => formatWhen(entry.createdAt) },
  { header: 'Investor', cell: (entry) => <InvestorCell row={entry} /> },
  { header: 'Kind', cell: (entry) => <Code>{entry.kind}</Code> },
  { header: 'Amount', cell: (entry) => formatUsd(entry.amountCents) },
  { header: 'Balance before', cell: (entry) => formatUsd(entry.balanceBeforeCents) },
  { header: 'Balance after', cell: (entry) => formatUsd(entry.balanceAfterCents) },
  {
    header: 'Cause',
    cell: (entry) => (
      <>
        <Text size="sm">{entry.narration || '—'}</Text>
        <Text size="xs" c="dimmed">
          {entry.refType} {entry.refId}
        </Text>
      </>
    ),
  },
  { header: 'By', cell: (entry) => entry.actorEmail ?? AUTOMATIC_CAUSE[entry.kind] ?? 'investor' },
];

/** Every balance change: its cause, who caused it, when, and the balance before and after. */
export default function LedgerPage() {
  const [kind, setKind] = useState('all');
  const search = useInvestorSearch();
  const list = useInfiniteQuery(ledgerEntriesQuery(kind, search.term));

  return (
    <Stack>
      <Title order={2}>Ledger</Title>
      <Group align="end">
        <Select label="Kind" data={KINDS} value={kind} allowDeselect={false} onChange={(value) => setKind(value ?? 'all')} w={200} />
        {search.input}
      </Group>
      <PagedTable list={list} label="Ledger entries" minWidth={1000} emptyText="No ledger entries." columns={COLUMNS} />
    </Stack>
  );
}
