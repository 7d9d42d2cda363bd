import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatPercent, formatUsd } from '../../../../shared/money';
import type { AdminUserDto } from '../../../../shared/schemas/admin';
import type { UserDto } from '../../../../shared/schemas/user';
import { investorsQuery } from '../queries';
import { formatWhen } from '../ui';
import { PagedTable, type PagedColumn } from '../PagedTable';
import { useInvestorSearch } from '../investor-search';
import { InvestorCell } from '../queues/investor-cell';
import { WithdrawalSettingsModal } from './WithdrawalSettingsModal';
import { AdjustmentModal } from './AdjustmentModal';
import { useDialogSubject } from '../use-dialog-subject';

type Editing = { investor: UserDto; form: 'settings' | 'adjustment' };

const FIGURES: Array<PagedColumn<AdminUserDto>> = [
  { header: 'Balance', cell: (investor) => formatUsd(investor.balanceCents) },
  { header: 'Total deposits', cell: (investor) => formatUsd(investor.totalDepositCents) },
  { header: 'Total profit', cell: (investor) => formatUsd(investor.totalProfitCents) },
  { header: 'Referral bonus', cell: (investor) => formatUsd(investor.totalReferralCommissionCents) },
  { header: 'Withdrawal limit', cell: (investor) => formatUsd(investor.withdrawalLimitCents) },
  { header: 'Fee', cell: (investor) => `${formatPercent(investor.withdrawalFeeBps)}%` },
  { header: 'Joined', cell: (investor) => formatWhen(investor.createdAt) },
];

function Identity({ investor }: { investor: AdminUserDto }) {
  return (
    <>
      <InvestorCell row={investor} />
      {investor.frozen && (
        <Badge color="red" variant="light" title="The owner froze the account from a security mail: no sign-in or withdrawal until they reset the password">
          Frozen
        </Badge>
      )}
    </>
  );
}

export default function InvestorsPage() {
  const search = useInvestorSearch();
  const list = useInfiniteQuery(investorsQuery(search.term));
  const [editing, setEditing] = useDialogSubject<Editing>();
  const columns: Array<PagedColumn<AdminUserDto>> = [
    { header: 'Investor', cell: (investor) => <Identity investor={investor} /> },
    { header: 'Role', cell: (investor) => <Text size="sm">{investor.role}</Text> },
    ...FIGURES,
    {
      header: 'Actions',
      cell: (investor) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" aria-label={`Withdrawal settings of ${investor.email}`} onClick={() => setEditing({ investor, form: 'settings' })}>
            Limit & fee
          </Button>
          <Button size="xs" variant="light" aria-label={`Adjust balance of ${investor.email}`} onClick={() => setEditing({ investor, form: 'adjustment' })}>
            Adjust
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>Investors</Title>
      {search.input}
      <PagedTable list={list} label="Investors" minWidth={900} emptyText="No investors found." columns={columns} />
      {editing?.form === 'settings' && <WithdrawalSettingsModal investor={editing.investor} onClose={() => setEditing(null)} />}
      {editing?.form === 'adjustment' && <AdjustmentModal investor={editing.investor} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
