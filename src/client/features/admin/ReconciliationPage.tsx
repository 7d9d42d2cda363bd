import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatUsd } from '../../../shared/money';
import { reconciliationQuery, runReconciliation } from './queries';
import { formatWhen, LoadState } from './ui';
import { ScrollTable } from '../../components/ScrollTable';

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
        <ScrollTable minWidth={520} label="Balance mismatches">
          <Table aria-label="Balance mismatches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Investor</Table.Th>
                <Table.Th>Balance</Table.Th>
                <Table.Th>Ledger sum</Table.Th>
                <Table.Th>Difference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.mismatches.map((m) => (
                <Table.Tr key={m.userId} c="red">
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>{formatUsd(m.balanceCents)}</Table.Td>
                  <Table.Td>{formatUsd(m.ledgerSumCents)}</Table.Td>
                  <Table.Td>{formatUsd(m.balanceCents - m.ledgerSumCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {data && data.totalMismatches.length > 0 && (
        <ScrollTable minWidth={520} label="Running total mismatches">
          <Table aria-label="Running total mismatches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Investor</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Shown</Table.Th>
                <Table.Th>Ledger</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.totalMismatches.map((m) => (
                <Table.Tr key={`${m.userId}-${m.total}`} c="red">
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>{TOTAL_NAMES[m.total]}</Table.Td>
                  <Table.Td>{formatUsd(m.cachedCents)}</Table.Td>
                  <Table.Td>{formatUsd(m.ledgerCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {data && (
        <Table striped aria-label="Ledger totals by kind">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Entries</Table.Th>
              <Table.Th>Sum</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.totalsByKind.map((total) => (
              <Table.Tr key={total.kind}>
                <Table.Td>{total.kind}</Table.Td>
                <Table.Td>{total.entries}</Table.Td>
                <Table.Td>{formatUsd(total.sumCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
