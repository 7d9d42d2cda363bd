import { Alert, Badge, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminPaymentMethodDto } from '../../../../shared/schemas/admin';
import { paymentMethodsQuery, paymentProcessorsQuery } from '../queries';
import { methodCoin } from '../../../../shared/method-coin';
import { ProcessorsTable } from './ProcessorsTable';
import { formatWhen, LoadState } from '../ui';
import { ScrollTable } from '../../../components/ScrollTable';
import { PaymentMethodModal } from './PaymentMethodModal';
import { useDialogSubject } from '../use-dialog-subject';

export default function PaymentMethodsPage() {
  const methods = useQuery(paymentMethodsQuery);
  const [editing, setEditing] = useDialogSubject<AdminPaymentMethodDto | 'new'>();
  const processors = useQuery(paymentProcessorsQuery);
  // A method whose coin a processor handles needs no address: each deposit gets its invoice's own.
  const byProcessor = (method: AdminPaymentMethodDto) => Boolean(processors.data?.find((row) => row.coin === methodCoin(method))?.processor);
  const withoutAddress = methods.data?.filter((method) => method.walletAddress === null && !byProcessor(method)) ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Payment methods</Title>
        <Button onClick={() => setEditing('new')}>New payment method</Button>
      </Group>
      {withoutAddress.length > 0 && (
        <Alert color="yellow" title="Not offered for deposits">
          {withoutAddress.map((method) => method.name).join(', ')}: no receiving address yet. Investors cannot pay with{' '}
          {withoutAddress.length === 1 ? 'this method' : 'these methods'} until you enter an address the platform controls.
        </Alert>
      )}
      <LoadState pending={methods.isPending} failed={methods.isError} empty={methods.data?.length === 0} emptyText="No payment methods yet." />
      {methods.data && methods.data.length > 0 && (
        <ScrollTable minWidth={760} label="Payment methods">
          <Table striped aria-label="Payment methods">
            <Table.Thead>
              <Table.Tr>
                {['Name', 'Wallet address', 'QR format', 'Offered', 'Updated', 'Actions'].map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {methods.data.map((method) => (
                <Table.Tr key={method.name}>
                  <Table.Td>{method.name}</Table.Td>
                  <Table.Td>
                    {method.walletAddress === null ? (
                      <Text c="dimmed" size="sm">
                        {byProcessor(method) ? 'Each deposit gets its own from the processor' : 'No address: not offered'}
                      </Text>
                    ) : (
                      <Code>{method.walletAddress}</Code>
                    )}
                  </Table.Td>
                  <Table.Td>{method.uriScheme}</Table.Td>
                  <Table.Td>
                    <Badge color={method.active && (method.walletAddress !== null || byProcessor(method)) ? 'green' : 'gray'} variant="light">
                      {method.active && (method.walletAddress !== null || byProcessor(method)) ? 'Yes' : 'No'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatWhen(method.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" aria-label={`Edit payment method ${method.name}`} onClick={() => setEditing(method)}>
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ProcessorsTable />
      {editing && <PaymentMethodModal method={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
