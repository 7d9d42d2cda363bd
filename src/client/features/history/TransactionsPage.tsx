import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Group, Stack, Tabs, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Column, HistoryTable } from './HistoryTable';
import type { Page } from './queries';
import { StatementDownload } from './StatementDownload';
import { depositTabColumns, investmentColumns, otherTransactionColumns, withdrawalTabColumns } from './columns';
import { depositsQuery, investmentsQuery, otherTransactionsQuery, withdrawalsQuery } from './queries';
import { AvailableBalance } from '../../components/money/AvailableBalance';
import { FlashMessage } from '../../components/FlashMessage';
import { SubscribeToTradingButton } from '../../components/mt4/SubscribeToTradingButton';
import { messages } from '../../../shared/messages';

const TABS = ['deposits', 'withdrawals', 'investments', 'others'] as const;
type Tab = (typeof TABS)[number];
type ListQuery<Row> = UseInfiniteQueryResult<InfiniteData<Page<Row>>, Error>;
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export default function TransactionsPage() {
  const { t } = useTranslation();
  // ?tab= opens a tab ("View Active Plans" links to ?tab=investments) and follows the one chosen.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'deposits';
  const deposits = useInfiniteQuery(depositsQuery);
  const withdrawals = useInfiniteQuery(withdrawalsQuery);
  const investments = useInfiniteQuery(investmentsQuery);
  const others = useInfiniteQuery(otherTransactionsQuery);
  const loadFailed = [deposits, withdrawals, investments, others].some((list) => list.isError);

  return (
    <Stack>
      <Title order={2}>{t('history.transactions.title')}</Title>
      <Group justify="space-between" wrap="wrap">
        <AvailableBalance />
        <Group gap="xs">
          <StatementDownload tab="ledger" label={t('history.statement.downloadLedger')} />
          <SubscribeToTradingButton />
        </Group>
      </Group>
      <FlashMessage message={loadFailed ? messages.transactionsLoadFailed : null} />
      <Tabs value={tab} onChange={(next) => isTab(next) && setSearchParams({ tab: next }, { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="deposits">{t('history.transactions.tabs.deposits')}</Tabs.Tab>
          <Tabs.Tab value="withdrawals">{t('history.transactions.tabs.withdrawals')}</Tabs.Tab>
          <Tabs.Tab value="investments">{t('history.transactions.tabs.investments')}</Tabs.Tab>
          <Tabs.Tab value="others">{t('history.transactions.tabs.others')}</Tabs.Tab>
        </Tabs.List>
        <HistoryTab tab="deposits" label={t('history.transactions.tabs.deposits')} result={deposits} columns={depositTabColumns} />
        <HistoryTab tab="withdrawals" label={t('history.transactions.tabs.withdrawals')} result={withdrawals} columns={withdrawalTabColumns} />
        <HistoryTab tab="investments" label={t('history.transactions.tabs.investments')} result={investments} columns={investmentColumns} />
        <HistoryTab tab="others" label={t('history.transactions.othersTable')} result={others} columns={otherTransactionColumns} />
      </Tabs>
    </Stack>
  );
}

/** One tab: its own statement download above its table. */
function HistoryTab<Row extends { id: string | number }>({
  tab,
  label,
  result,
  columns,
}: {
  tab: Tab;
  label: string;
  result: ListQuery<Row>;
  columns: Column<Row>[];
}) {
  const { t } = useTranslation();
  return (
    <Tabs.Panel value={tab} pt="md">
      <Group justify="flex-end" mb="xs">
        <StatementDownload tab={tab} label={t('history.statement.download')} />
      </Group>
      <HistoryTable label={label} result={result} columns={columns} emptyText={t(`history.empty.${tab}`)} />
    </Tabs.Panel>
  );
}
