import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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

const figuresOf = (t: TFunction): Array<PagedColumn<AdminUserDto>> => [
  { header: t('admin.investors.columns.balance'), cell: (investor) => formatUsd(investor.balanceCents) },
  { header: t('admin.investors.columns.totalDeposits'), cell: (investor) => formatUsd(investor.totalDepositCents) },
  { header: t('admin.investors.columns.totalProfit'), cell: (investor) => formatUsd(investor.totalProfitCents) },
  { header: t('admin.investors.columns.referralBonus'), cell: (investor) => formatUsd(investor.totalReferralCommissionCents) },
  { header: t('admin.investors.columns.withdrawalLimit'), cell: (investor) => formatUsd(investor.withdrawalLimitCents) },
  { header: t('admin.investors.columns.fee'), cell: (investor) => `${formatPercent(investor.withdrawalFeeBps)}%` },
  { header: t('admin.investors.columns.joined'), cell: (investor) => formatWhen(investor.createdAt) },
];

function Identity({ investor }: { investor: AdminUserDto }) {
  const { t } = useTranslation();
  return (
    <>
      <InvestorCell row={investor} />
      {investor.frozen && (
        <Badge color="red" variant="light" title={t('admin.investors.frozenHint')}>
          {t('admin.investors.frozen')}
        </Badge>
      )}
    </>
  );
}

export default function InvestorsPage() {
  const { t } = useTranslation();
  const search = useInvestorSearch();
  const list = useInfiniteQuery(investorsQuery(search.term));
  const [editing, setEditing] = useDialogSubject<Editing>();
  const columns: Array<PagedColumn<AdminUserDto>> = [
    { header: t('admin.investors.columns.investor'), cell: (investor) => <Identity investor={investor} /> },
    {
      header: t('admin.investors.columns.role'),
      cell: (investor) => <Text size="sm">{t(`admin.roles.${investor.role}`, { defaultValue: investor.role })}</Text>,
    },
    ...figuresOf(t),
    {
      header: t('admin.investors.columns.actions'),
      cell: (investor) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            aria-label={t('admin.investors.limitAndFeeOf', { email: investor.email })}
            onClick={() => setEditing({ investor, form: 'settings' })}
          >
            {t('admin.investors.limitAndFee')}
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-label={t('admin.investors.adjustOf', { email: investor.email })}
            onClick={() => setEditing({ investor, form: 'adjustment' })}
          >
            {t('admin.investors.adjust')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>{t('admin.investors.title')}</Title>
      {search.input}
      <PagedTable list={list} label={t('admin.investors.title')} minWidth={900} emptyText={t('admin.investors.empty')} columns={columns} />
      {editing?.form === 'settings' && <WithdrawalSettingsModal investor={editing.investor} onClose={() => setEditing(null)} />}
      {editing?.form === 'adjustment' && <AdjustmentModal investor={editing.investor} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
