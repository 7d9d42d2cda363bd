import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatUsd } from '../../../shared/money';
import { reconciliationQuery, runReconciliation } from './queries';
import { formatWhen, LoadState } from './ui';
import { ColumnTable } from '../../components/ColumnTable';

const TOTAL_NAMES = {
  totalDepositCents: 'Total deposits',
  totalProfitCents: 'Total profit',
  totalReferralCommissionCents: 'Total referral bonus',
} as const;

/**
 * The latest check of every balance and running total against the ledger (stored by a job every
 * 15 minutes, or run now from here); any difference is shown loud and red.
 */
export default function ReconciliationPage() {
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
        <Title order={2}>Reconciliation</Title>
        <Button variant="default" onClick={() => runNow.mutate()} loading={runNow.isPending}>
          Run now
        </Button>
      </Group>
      <LoadState pending={report.isPending} failed={report.isError || runNow.isError} empty={false} emptyText="" />
      {data && (
        <Text size="sm">
          Checked {formatWhen(data.checkedAt)} in {data.durationMs} ms
        </Text>
      )}
      {data && (
        <Alert color={data.ok ? 'green' : 'red'} role={data.ok ? 'status' : 'alert'} title={data.ok ? 'The books balance' : 'MISMATCH'}>
          {data.ok
            ? 'Every balance and running total equals the sum of its ledger entries.'
            : `${data.mismatches.length} balance(s) and ${data.totalMismatches.length} running total(s) differ from the ledger.`}
        </Alert>
      )}
      {data && data.mismatches.length > 0 && (
        <ColumnTable
          label="Balance mismatches"
          minWidth={520}
          color="red"
          rows={data.mismatches.map((m) => ({ ...m, id: m.userId }))}
          columns={[
            { header: 'Investor', cell: (m) => m.email },
            { header: 'Balance', cell: (m) => formatUsd(m.balanceCents) },
            { header: 'Ledger sum', cell: (m) => formatUsd(m.ledgerSumCents) },
            { header: 'Difference', cell: (m) => formatUsd(m.balanceCents - m.ledgerSumCents) },
          ]}
        />
      )}
      {data && data.totalMismatches.length > 0 && (
        <ColumnTable
          label="Running total mismatches"
          minWidth={520}
          color="red"
          rows={data.totalMismatches.map((m) => ({ ...m, id: `${m.userId}-${m.total}` }))}
          columns={[
            { header: 'Investor', cell: (m) => m.email },
            { header: 'Total', cell: (m) => TOTAL_NAMES[m.total] },
            { header: 'Shown', cell: (m) => formatUsd(m.cachedCents) },
            { header: 'Ledger', cell: (m) => formatUsd(m.ledgerCents) },
          ]}
        />
      )}
      {data && (
        <ColumnTable
          label="Ledger totals by kind"
          minWidth={320}
          rows={data.totalsByKind.map((total) => ({ ...total, id: total.kind }))}
          columns={[
            { header: 'Kind', cell: (total) => total.kind },
            { header: 'Entries', cell: (total) => total.entries },
            { header: 'Sum', cell: (total) => formatUsd(total.sumCents) },
          ]}
        />
      )}
    </Stack>
  );
}
