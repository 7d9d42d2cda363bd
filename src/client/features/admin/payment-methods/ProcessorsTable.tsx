import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentProcessorsQuery } from '../queries';
import { formatWhen, LoadState } from '../ui';

/** Per coin, the payment processor that gives each deposit its own address and settles it (none: approved by hand), and its last signed webhook. */
export function ProcessorsTable() {
  const coins = useQuery(paymentProcessorsQuery);
  return (
    <Stack gap="xs">
      <Title order={3}>Payment processors</Title>
      <Text size="sm" c="dimmed">
        A method whose coin a processor handles needs no receiving address: each deposit gets its own, and is completed when the processor reports it paid.
      </Text>
      <LoadState pending={coins.isPending} failed={coins.isError} empty={false} emptyText="" />
      {coins.data && (
        <Table striped aria-label="Payment processors">
          <Table.Thead>
            <Table.Tr>
              {['Coin', 'Processor', 'Last webhook'].map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {coins.data.map((row) => (
              <Table.Tr key={row.coin}>
                <Table.Td>{row.coin}</Table.Td>
                <Table.Td>
                  <Badge color={row.processor ? 'green' : 'gray'} variant="light">
                    {row.processor ?? 'None: approved by hand'}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.lastWebhookAt ? formatWhen(row.lastWebhookAt) : row.processor ? 'None received yet' : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
