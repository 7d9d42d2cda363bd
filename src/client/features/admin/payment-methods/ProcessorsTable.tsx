import { Badge, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { paymentProcessorsQuery } from '../queries';
import { formatWhen, LoadState } from '../ui';
import { ColumnTable, type TableColumn } from '../../../components/ColumnTable';
import type { PaymentProcessorStatusDto } from '../../../../shared/schemas/admin';

const columnsOf = (t: TFunction): Array<TableColumn<PaymentProcessorStatusDto>> => [
  { header: t('admin.paymentMethods.processors.columns.coin'), cell: (row) => row.coin },
  {
    header: t('admin.paymentMethods.processors.columns.processor'),
    cell: (row) => (
      <Badge color={row.processor ? 'green' : 'gray'} variant="light">
        {row.processor ?? t('admin.paymentMethods.processors.byHand')}
      </Badge>
    ),
  },
  {
    header: t('admin.paymentMethods.processors.columns.payouts'),
    cell: (row) => (
      <Badge color={row.paysOut ? 'green' : 'gray'} variant="light">
        {row.paysOut ? t('admin.paymentMethods.processors.sentBy', { processor: row.processor }) : t('admin.paymentMethods.processors.paidByHand')}
      </Badge>
    ),
  },
  {
    header: t('admin.paymentMethods.processors.columns.lastWebhook'),
    cell: (row) => (row.lastWebhookAt ? formatWhen(row.lastWebhookAt) : row.processor ? t('admin.paymentMethods.processors.noWebhook') : ''),
  },
];

/**
 * Per coin, the payment processor that gives each deposit its own address and settles it (none:
 * approved by hand), whether it also sends approved withdrawals, and its last signed webhook.
 */
export function ProcessorsTable() {
  const { t } = useTranslation();
  const coins = useQuery(paymentProcessorsQuery);
  return (
    <Stack gap="xs">
      <Title order={3}>{t('admin.paymentMethods.processors.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('admin.paymentMethods.processors.intro')}
      </Text>
      <LoadState pending={coins.isPending} failed={coins.isError} empty={false} emptyText="" />
      {coins.data && (
        <ColumnTable
          label={t('admin.paymentMethods.processors.title')}
          minWidth={520}
          rows={coins.data.map((row) => ({ ...row, id: row.coin }))}
          columns={columnsOf(t)}
        />
      )}
    </Stack>
  );
}
