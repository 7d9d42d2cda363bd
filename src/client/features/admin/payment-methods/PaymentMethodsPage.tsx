import { Alert, Badge, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentMethodDto } from '../../../../shared/schemas/admin';
import { paymentMethodsQuery, paymentProcessorsQuery } from '../queries';
import { methodCoin } from '../../../../shared/method-coin';
import { ProcessorsTable } from './ProcessorsTable';
import { formatWhen, LoadState } from '../ui';
import { ScrollTable } from '../../../components/ScrollTable';
import { PaymentMethodModal } from './PaymentMethodModal';
import { useDialogSubject } from '../use-dialog-subject';

export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const methods = useQuery(paymentMethodsQuery);
  const [editing, setEditing] = useDialogSubject<AdminPaymentMethodDto | 'new'>();
  const processors = useQuery(paymentProcessorsQuery);
  // A method whose coin a processor handles needs no address: each deposit gets its invoice's own.
  const byProcessor = (method: AdminPaymentMethodDto) => Boolean(processors.data?.find((row) => row.coin === methodCoin(method))?.processor);
  const withoutAddress = methods.data?.filter((method) => method.walletAddress === null && !byProcessor(method)) ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('admin.paymentMethods.title')}</Title>
        <Button onClick={() => setEditing('new')}>{t('admin.paymentMethods.new')}</Button>
      </Group>
      {withoutAddress.length > 0 && (
        <Alert color="yellow" title={t('admin.paymentMethods.notOffered')}>
          {t('admin.paymentMethods.noAddress', { count: withoutAddress.length, names: withoutAddress.map((method) => method.name).join(', ') })}
        </Alert>
      )}
      <LoadState pending={methods.isPending} failed={methods.isError} empty={methods.data?.length === 0} emptyText={t('admin.paymentMethods.empty')} />
      {methods.data && methods.data.length > 0 && (
        <ScrollTable minWidth={760} label={t('admin.paymentMethods.title')}>
          <Table striped aria-label={t('admin.paymentMethods.title')}>
            <Table.Thead>
              <Table.Tr>
                {['name', 'walletAddress', 'qrFormat', 'offered', 'updated', 'actions'].map((header) => (
                  <Table.Th key={header}>{t(`admin.paymentMethods.columns.${header}`)}</Table.Th>
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
                        {byProcessor(method) ? t('admin.paymentMethods.addressFromProcessor') : t('admin.paymentMethods.noAddressNotOffered')}
                      </Text>
                    ) : (
                      <Code>{method.walletAddress}</Code>
                    )}
                  </Table.Td>
                  <Table.Td>{method.uriScheme}</Table.Td>
                  <Table.Td>
                    <Badge color={method.active && (method.walletAddress !== null || byProcessor(method)) ? 'green' : 'gray'} variant="light">
                      {method.active && (method.walletAddress !== null || byProcessor(method)) ? t('admin.paymentMethods.yes') : t('admin.paymentMethods.no')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatWhen(method.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('admin.paymentMethods.editMethod', { name: method.name })}
                      onClick={() => setEditing(method)}
                    >
                      {t('admin.paymentMethods.edit')}
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
