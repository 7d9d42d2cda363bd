import { useState } from 'react';
import { Code, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
  roi: 'profitJob',
  capital_return: 'profitJob',
  referral_bonus: 'investmentActivation',
  adjustment: 'system',
};

const columnsOf = (t: TFunction): Array<PagedColumn<AdminLedgerEntryDto>> => [
  { header: t('admin.ledger.columns.when'), cell: (entry) => formatWhen(entry.createdAt) },
  { header: t('admin.ledger.columns.investor'), cell: (entry) => <InvestorCell row={entry} /> },
  { header: t('admin.ledger.columns.kind'), cell: (entry) => <Code>{entry.kind}</Code> },
  { header: t('admin.ledger.columns.amount'), cell: (entry) => formatUsd(entry.amountCents) },
  { header: t('admin.ledger.columns.balanceBefore'), cell: (entry) => formatUsd(entry.balanceBeforeCents) },
  { header: t('admin.ledger.columns.balanceAfter'), cell: (entry) => formatUsd(entry.balanceAfterCents) },
  {
    header: t('admin.ledger.columns.cause'),
    cell: (entry) => (
      <>
        <Text size="sm">{entry.narration || '—'}</Text>
        <Text size="xs" c="dimmed">
          {t(`admin.ledgerKinds.${entry.refType}`, { defaultValue: entry.refType })} {entry.refId}
        </Text>
      </>
    ),
  },
  { header: t('admin.ledger.columns.by'), cell: (entry) => entry.actorEmail ?? t(`admin.ledger.causes.${AUTOMATIC_CAUSE[entry.kind] ?? 'investor'}`) },
];

/** Every balance change: its cause, who caused it, when, and the balance before and after. */
export default function LedgerPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState('all');
  const search = useInvestorSearch();
  const list = useInfiniteQuery(ledgerEntriesQuery(kind, search.term));

  return (
    <Stack>
      <Title order={2}>{t('admin.ledger.title')}</Title>
      <Group align="end">
        <Select
          label={t('admin.ledger.kind')}
          data={KINDS.map((value) => ({ value, label: t(`admin.ledgerKinds.${value}`) }))}
          value={kind}
          allowDeselect={false}
          onChange={(value) => setKind(value ?? 'all')}
          w={200}
        />
        {search.input}
      </Group>
      <PagedTable list={list} label={t('admin.ledger.entries')} minWidth={1000} emptyText={t('admin.ledger.empty')} columns={columnsOf(t)} />
    </Stack>
  );
}
