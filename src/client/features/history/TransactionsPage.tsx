import { Group, Stack, Tabs, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HistoryTable } from './HistoryTable';
import { StatementDownload } from './StatementDownload';
import { depositTabColumns, investmentColumns, otherTransactionColumns, withdrawalTabColumns } from './columns';
import { depositsQuery, investmentsQuery, otherTransactionsQuery, withdrawalsQuery } from './queries';
import { AvailableBalance } from '../../components/money/AvailableBalance';
import { FlashMessage } from '../../components/FlashMessage';
import { SubscribeToTradingButton } from '../../components/mt4/SubscribeToTradingButton';
import { messages } from '../../../shared/messages';

const TABS = ['deposits', 'withdrawals', 'investments', 'others'] as const;
type Tab = (typeof TABS)[number];
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
        <Tabs.Panel value="deposits" pt="md">
          <Group justify="flex-end" mb="xs">
            <StatementDownload tab="deposits" label={t('history.statement.download')} />
          </Group>
          <HistoryTable label={t('history.transactions.tabs.deposits')} result={deposits} columns={depositTabColumns} emptyText={t('history.empty.deposits')} />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals" pt="md">
          <Group justify="flex-end" mb="xs">
            <StatementDownload tab="withdrawals" label={t('history.statement.download')} />
          </Group>
          <HistoryTable
            label={t('history.transactions.tabs.withdrawals')}
            result={withdrawals}
            columns={withdrawalTabColumns}
            emptyText={t('history.empty.withdrawals')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="investments" pt="md">
          <Group justify="flex-end" mb="xs">
            <StatementDownload tab="investments" label={t('history.statement.download')} />
          </Group>
          <HistoryTable
            label={t('history.transactions.tabs.investments')}
            result={investments}
            columns={investmentColumns}
            emptyText={t('history.empty.investments')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="others" pt="md">
          <Group justify="flex-end" mb="xs">
            <StatementDownload tab="others" label={t('history.statement.download')} />
          </Group>
          <HistoryTable label={t('history.transactions.othersTable')} result={others} columns={otherTransactionColumns} emptyText={t('history.empty.others')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
