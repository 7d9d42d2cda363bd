import { Alert, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { centsToDollarString, formatPercent } from '../../../../shared/money';
import type { AdminPlanDto } from '../../../../shared/schemas/admin';
import { planForm, type PlanFormValues } from '../forms';
import { refreshAdmin, savePlan } from '../queries';
import { CLOSE_BUTTON, DialogFormFooter } from '../ui';

const emptyPlan: PlanFormValues = { name: '', min: '', max: '', roi: '', durationDays: '', referralBonus: '' };

const valuesOf = (plan: AdminPlanDto): PlanFormValues => ({
  name: plan.name,
  min: centsToDollarString(plan.minCents),
  max: plan.maxCents === null ? '' : centsToDollarString(plan.maxCents),
  roi: formatPercent(plan.roiBps),
  durationDays: String(plan.durationDays),
  referralBonus: plan.referralBonusBps === null ? '' : formatPercent(plan.referralBonusBps),
});

/** Creates a plan, or edits one; an edit applies to new investments only, existing ones keep their terms. */
export function PlanFormModal({ plan, onClose }: { plan: AdminPlanDto | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<PlanFormValues>({ initialValues: plan ? valuesOf(plan) : emptyPlan, validate: zod4Resolver(planForm) });
  const save = useMutation({
    mutationFn: (values: PlanFormValues) => savePlan(plan?.id ?? null, planForm.parse(values)),
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: `Plan ${saved.name} saved.` });
      onClose();
    },
    onSettled: () => refreshAdmin(queryClient),
  });
  return (
    <Modal opened onClose={onClose} title={plan ? `Edit plan ${plan.name}` : 'New plan'} centered size="lg" closeButtonProps={CLOSE_BUTTON}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <TextInput label="Name" required maxLength={60} {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <TextInput label="Minimum (USD)" required inputMode="decimal" leftSection="$" {...form.getInputProps('min')} />
            <TextInput label="Maximum (USD, blank for Unlimited)" inputMode="decimal" leftSection="$" {...form.getInputProps('max')} />
            <TextInput label="Cumulative profit (%)" required inputMode="decimal" {...form.getInputProps('roi')} />
            <TextInput label="Duration (days)" required inputMode="numeric" {...form.getInputProps('durationDays')} />
            <TextInput label="Referral bonus (%, blank for the default 5)" inputMode="decimal" {...form.getInputProps('referralBonus')} />
          </SimpleGrid>
          {plan && <Alert color="blue">Investments already made keep the terms they were bought with.</Alert>}
          <DialogFormFooter mutation={save} submitLabel="Save plan" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
