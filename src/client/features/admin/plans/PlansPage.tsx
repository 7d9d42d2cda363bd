import { Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatUsd } from '../../../../shared/money';
import { DEFAULT_REFERRAL_BONUS_BPS } from '../../../../shared/constants';
import type { AdminPlanDto } from '../../../../shared/schemas/admin';
import { plansQuery, refreshAdmin, savePlan } from '../queries';
import { LoadState } from '../ui';
import { ScrollTable } from '../../../components/ScrollTable';
import { PlanFormModal } from './PlanFormModal';
import { useDialogSubject } from '../use-dialog-subject';
import { useOperatorMessageText } from '../text/operator-messages';

/** Plans investors can buy; a retired plan is hidden from them but keeps paying the investments in it. */
export default function PlansPage() {
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  const queryClient = useQueryClient();
  const plans = useQuery(plansQuery);
  const [editing, setEditing] = useDialogSubject<AdminPlanDto | 'new'>();
  const setRetired = useMutation({
    mutationFn: (plan: AdminPlanDto) => savePlan(plan.id, { retired: !plan.retired }),
    onSuccess: (plan) =>
      notifications.show({ color: 'green', message: t(plan.retired ? 'admin.plans.retiredNotice' : 'admin.plans.reopenedNotice', { name: plan.name }) }),
    onError: (error) => notifications.show({ color: 'red', message: messageText(error.message) }),
    onSettled: () => refreshAdmin(queryClient),
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('admin.plans.title')}</Title>
        <Button onClick={() => setEditing('new')}>{t('admin.plans.new')}</Button>
      </Group>
      <LoadState pending={plans.isPending} failed={plans.isError} empty={plans.data?.length === 0} emptyText={t('admin.plans.empty')} />
      {plans.data && plans.data.length > 0 && (
        <ScrollTable minWidth={800} label={t('admin.plans.title')}>
          <Table striped aria-label={t('admin.plans.title')}>
            <Table.Thead>
              <Table.Tr>
                {['name', 'minimum', 'maximum', 'profit', 'duration', 'referralBonus', 'status', 'actions'].map((header) => (
                  <Table.Th key={header}>{t(`admin.plans.columns.${header}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.data.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>{plan.name}</Table.Td>
                  <Table.Td>{formatUsd(plan.minCents)}</Table.Td>
                  <Table.Td>{plan.maxCents === null ? t('admin.plans.unlimited') : formatUsd(plan.maxCents)}</Table.Td>
                  <Table.Td>{formatPercent(plan.roiBps)}%</Table.Td>
                  <Table.Td>{t('admin.plans.days', { count: plan.durationDays })}</Table.Td>
                  <Table.Td>
                    {formatPercent(plan.referralBonusBps ?? DEFAULT_REFERRAL_BONUS_BPS)}%{plan.referralBonusBps === null ? t('admin.plans.defaultBonus') : ''}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={plan.retired ? 'gray' : 'green'} variant="light">
                      {plan.retired ? t('admin.plans.retired') : t('admin.plans.open')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" aria-label={t('admin.plans.editPlan', { name: plan.name })} onClick={() => setEditing(plan)}>
                        {t('admin.plans.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color={plan.retired ? 'green' : 'gray'}
                        aria-label={t(plan.retired ? 'admin.plans.reopenPlan' : 'admin.plans.retirePlan', { name: plan.name })}
                        disabled={setRetired.isPending}
                        onClick={() => setRetired.mutate(plan)}
                      >
                        {plan.retired ? t('admin.plans.reopen') : t('admin.plans.retire')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {editing && <PlanFormModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
