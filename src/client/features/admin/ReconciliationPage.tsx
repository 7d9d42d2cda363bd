import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../shared/money';
import { reconciliationQuery, runReconciliation } from './queries';
import { formatWhen, LoadState } from './ui';
import { ColumnTable } from '../../components/ColumnTable';

/**
 * The latest check of every balance and running total against the ledger (stored by a job every
 * 15 minutes, or run now from here); any difference is shown loud and red.
 */
export default function ReconciliationPage() {
  const { t } = useTranslation();
  const report = useQuery(reconciliationQuery);
  const queryClient = useQueryClient();
  const runNow = useMutation({
    mutationFn: runReconciliation,
    onSuccess: (fresh) => queryClient.setQueryData(reconciliationQuery.queryKey, fresh),
  });
  const data = report.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('admin.reconciliation.title')}</Title>
        <Button variant="default" onClick={() => runNow.mutate()} loading={runNow.isPending}>
          {t('admin.reconciliation.runNow')}
        </Button>
      </Group>
      <LoadState pending={report.isPending} failed={report.isError || runNow.isError} empty={false} emptyText="" />
      {data && <Text size="sm">{t('admin.reconciliation.checked', { when: formatWhen(data.checkedAt), duration: data.durationMs })}</Text>}
      {data && (
        <Alert
          color={data.ok ? 'green' : 'red'}
          role={data.ok ? 'status' : 'alert'}
          title={data.ok ? t('admin.reconciliation.balanced') : t('admin.reconciliation.mismatch')}
        >
          {data.ok
            ? t('admin.reconciliation.balancedText')
            : t('admin.reconciliation.mismatchText', {
                balances: t('admin.reconciliation.balanceCount', { count: data.mismatches.length }),
                totals: t('admin.reconciliation.totalCount', { count: data.totalMismatches.length }),
              })}
        </Alert>
      )}
      {data && data.mismatches.length > 0 && (
        <ColumnTable
          label={t('admin.reconciliation.balanceMismatches')}
          minWidth={520}
          color="red"
          rows={data.mismatches.map((m) => ({ ...m, id: m.userId }))}
          columns={[
            { header: t('admin.reconciliation.columns.investor'), cell: (m) => m.email },
            { header: t('admin.reconciliation.columns.balance'), cell: (m) => formatUsd(m.balanceCents) },
            { header: t('admin.reconciliation.columns.ledgerSum'), cell: (m) => formatUsd(m.ledgerSumCents) },
            { header: t('admin.reconciliation.columns.difference'), cell: (m) => formatUsd(m.balanceCents - m.ledgerSumCents) },
          ]}
        />
      )}
      {data && data.totalMismatches.length > 0 && (
        <ColumnTable
          label={t('admin.reconciliation.totalMismatches')}
          minWidth={520}
          color="red"
          rows={data.totalMismatches.map((m) => ({ ...m, id: `${m.userId}-${m.total}` }))}
          columns={[
            { header: t('admin.reconciliation.columns.investor'), cell: (m) => m.email },
            { header: t('admin.reconciliation.columns.total'), cell: (m) => t(`admin.reconciliation.totals.${m.total}`) },
            { header: t('admin.reconciliation.columns.shown'), cell: (m) => formatUsd(m.cachedCents) },
            { header: t('admin.reconciliation.columns.ledger'), cell: (m) => formatUsd(m.ledgerCents) },
          ]}
        />
      )}
      {data && (
        <ColumnTable
          label={t('admin.reconciliation.totalsByKind')}
          minWidth={320}
          rows={data.totalsByKind.map((total) => ({ ...total, id: total.kind }))}
          columns={[
            { header: t('admin.reconciliation.columns.kind'), cell: (total) => t(`admin.ledgerKinds.${total.kind}`, { defaultValue: total.kind }) },
            { header: t('admin.reconciliation.columns.entries'), cell: (total) => total.entries },
            { header: t('admin.reconciliation.columns.sum'), cell: (total) => formatUsd(total.sumCents) },
          ]}
        />
      )}
    </Stack>
  );
}
