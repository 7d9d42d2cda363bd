import { Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { formatPercent, formatUsd } from '../../../../shared/money';
import { DEFAULT_REFERRAL_BONUS_BPS } from '../../../../shared/constants';
import type { AdminPlanDto } from '../../../../shared/schemas/admin';
import { plansQuery, refreshAdmin, savePlan } from '../queries';
import { LoadState } from '../ui';
import { ScrollTable } from '../../../components/ScrollTable';
import { PlanFormModal } from './PlanFormModal';
import { useDialogSubject } from '../use-dialog-subject';

/** Plans investors can buy; a retired plan is hidden from them but keeps paying the investments in it. */
export default function PlansPage() {
  const queryClient = useQueryClient();
  const plans = useQuery(plansQuery);
  const [editing, setEditing] = useDialogSubject<AdminPlanDto | 'new'>();
  const setRetired = useMutation({
    mutationFn: (plan: AdminPlanDto) => savePlan(plan.id, { retired: !plan.retired }),
    onSuccess: (plan) => notifications.show({ color: 'green', message: `Plan ${plan.name} ${plan.retired ? 'retired' : 'reopened'}.` }),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
    onSettled: () => refreshAdmin(queryClient),
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Plans</Title>
        <Button onClick={() => setEditing('new')}>New plan</Button>
      </Group>
      <LoadState pending={plans.isPending} failed={plans.isError} empty={plans.data?.length === 0} emptyText="No investment plans available" />
      {plans.data && plans.data.length > 0 && (
        <ScrollTable minWidth={800} label="Plans">
          <Table striped aria-label="Plans">
            <Table.Thead>
              <Table.Tr>
                {['Name', 'Minimum', 'Maximum', 'Cumulative profit', 'Duration', 'Referral bonus', 'Status', 'Actions'].map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.data.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>{plan.name}</Table.Td>
                  <Table.Td>{formatUsd(plan.minCents)}</Table.Td>
                  <Table.Td>{plan.maxCents === null ? 'Unlimited' : formatUsd(plan.maxCents)}</Table.Td>
                  <Table.Td>{formatPercent(plan.roiBps)}%</Table.Td>
                  <Table.Td>{plan.durationDays} days</Table.Td>
                  <Table.Td>
                    {formatPercent(plan.referralBonusBps ?? DEFAULT_REFERRAL_BONUS_BPS)}%{plan.referralBonusBps === null ? ' (default)' : ''}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={plan.retired ? 'gray' : 'green'} variant="light">
                      {plan.retired ? 'Retired' : 'Open'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" aria-label={`Edit plan ${plan.name}`} onClick={() => setEditing(plan)}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color={plan.retired ? 'green' : 'gray'}
                        aria-label={`${plan.retired ? 'Reopen' : 'Retire'} plan ${plan.name}`}
                        disabled={setRetired.isPending}
                        onClick={() => setRetired.mutate(plan)}
                      >
                        {plan.retired ? 'Reopen' : 'Retire'}
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
