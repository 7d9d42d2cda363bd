import { Badge, Card, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sampleWithdrawals } from './sample-withdrawals';

export function LatestWithdrawalsSample() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4">
        {t('dashboard.latestWithdrawals')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('dashboard.sampleCaption')}
      </Text>
      <ScrollArea h={400} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Table striped stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.status')}</Table.Th>
              <Table.Th>{t('dashboard.amountUsd')}</Table.Th>
              <Table.Th>{t('dashboard.wallet')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sampleWithdrawals.map((row) => (
              <Table.Tr key={row.wallet}>
                <Table.Td>
                  <Badge color={row.status === 'Confirmed' ? 'green' : 'yellow'}>
                    {t(row.status === 'Confirmed' ? 'dashboard.confirmed' : 'dashboard.pending')}
                  </Badge>
                </Table.Td>
                <Table.Td>${row.amountUsd}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {row.wallet}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}
