import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatPercent, formatUsd } from '../../../../shared/money';
import type { UserDto } from '../../../../shared/schemas/user';
import { investorsQuery } from '../queries';
import { formatWhen, LoadMore, LoadState } from '../ui';
import { ScrollTable } from '../../../components/ScrollTable';
import { InvestorCell } from '../queues/investor-cell';
import { WithdrawalSettingsModal } from './WithdrawalSettingsModal';
import { AdjustmentModal } from './AdjustmentModal';
import { useDialogSubject } from '../use-dialog-subject';

type Editing = { investor: UserDto; form: 'settings' | 'adjustment' };

export default function InvestorsPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useInfiniteQuery(investorsQuery(q));
  const [editing, setEditing] = useDialogSubject<Editing>();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack>
      <Title order={2}>Investors</Title>
      <TextInput label="Search investor" placeholder="Name or e-mail" value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={280} />
      <LoadState pending={list.isPending} failed={list.isError} empty={list.isSuccess && rows.length === 0} emptyText="No investors found." />
      {rows.length > 0 && (
        <ScrollTable minWidth={900} label="Investors">
          <Table striped aria-label="Investors">
            <Table.Thead>
              <Table.Tr>
                {['Investor', 'Role', 'Balance', 'Total deposits', 'Total profit', 'Referral bonus', 'Withdrawal limit', 'Fee', 'Joined', 'Actions'].map(
                  (header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((investor) => (
                <Table.Tr key={investor.id}>
                  <Table.Td>
                    <InvestorCell row={investor} />
                    {investor.frozen && (
                      <Badge
                        color="red"
                        variant="light"
                        title="The owner froze the account from a security mail: no sign-in or withdrawal until they reset the password"
                      >
                        Frozen
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{investor.role}</Text>
                  </Table.Td>
                  <Table.Td>{formatUsd(investor.balanceCents)}</Table.Td>
                  <Table.Td>{formatUsd(investor.totalDepositCents)}</Table.Td>
                  <Table.Td>{formatUsd(investor.totalProfitCents)}</Table.Td>
                  <Table.Td>{formatUsd(investor.totalReferralCommissionCents)}</Table.Td>
                  <Table.Td>{formatUsd(investor.withdrawalLimitCents)}</Table.Td>
                  <Table.Td>{formatPercent(investor.withdrawalFeeBps)}%</Table.Td>
                  <Table.Td>{formatWhen(investor.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Withdrawal settings of ${investor.email}`}
                        onClick={() => setEditing({ investor, form: 'settings' })}
                      >
                        Limit & fee
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Adjust balance of ${investor.email}`}
                        onClick={() => setEditing({ investor, form: 'adjustment' })}
                      >
                        Adjust
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore pager={list} />
      {editing?.form === 'settings' && <WithdrawalSettingsModal investor={editing.investor} onClose={() => setEditing(null)} />}
      {editing?.form === 'adjustment' && <AdjustmentModal investor={editing.investor} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
