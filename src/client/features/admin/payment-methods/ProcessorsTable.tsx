import { Badge, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentProcessorsQuery } from '../queries';
import { formatWhen, LoadState } from '../ui';
import { ColumnTable, type TableColumn } from '../../../components/ColumnTable';
import type { PaymentProcessorStatusDto } from '../../../../shared/schemas/admin';

const COLUMNS: Array<TableColumn<PaymentProcessorStatusDto>> = [
  { header: 'Coin', cell: (row) => row.coin },
  {
    header: 'Processor',
    cell: (row) => (
      <Badge color={row.processor ? 'green' : 'gray'} variant="light">
        {row.processor ?? 'None: approved by hand'}
      </Badge>
    ),
  },
  {
    header: 'Payouts',
    cell: (row) => (
      <Badge color={row.paysOut ? 'green' : 'gray'} variant="light">
        {row.paysOut ? `Sent by ${row.processor}` : 'Paid by hand'}
      </Badge>
    ),
  },
  { header: 'Last webhook', cell: (row) => (row.lastWebhookAt ? formatWhen(row.lastWebhookAt) : row.processor ? 'None received yet' : '') },
];

/**
 * Per coin, the payment processor that gives each deposit its own address and settles it (none:
 * approved by hand), whether it also sends approved withdrawals, and its last signed webhook.
 */
export function ProcessorsTable() {
  const coins = useQuery(paymentProcessorsQuery);
  return (
    <Stack gap="xs">
      <Title order={3}>Payment processors</Title>
      <Text size="sm" c="dimmed">
        A method whose coin a processor handles needs no receiving address: each deposit gets its own, and is completed when the processor reports it paid.
        Where the processor also sends payouts, approving a withdrawal without a transaction hash sends it.
      </Text>
      <LoadState pending={coins.isPending} failed={coins.isError} empty={false} emptyText="" />
      {coins.data && <ColumnTable label="Payment processors" minWidth={520} rows={coins.data.map((row) => ({ ...row, id: row.coin }))} columns={COLUMNS} />}
    </Stack>
  );
}
