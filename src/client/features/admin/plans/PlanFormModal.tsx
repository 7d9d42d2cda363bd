import { Alert, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { centsToDollarString, formatPercent } from '../../../../shared/money';
import type { AdminPlanDto } from '../../../../shared/schemas/admin';
import { planForm, type PlanFormValues } from '../forms';
import { refreshAdmin, savePlan } from '../queries';
import { DialogFormFooter, useCloseButton } from '../ui';
import { translatedErrors, useOperatorMessageText } from '../text/operator-messages';

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
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  const closeButton = useCloseButton();
  const queryClient = useQueryClient();
  const form = useForm<PlanFormValues>({
    initialValues: plan ? valuesOf(plan) : emptyPlan,
    validate: (values) => translatedErrors(zod4Resolver(planForm)(values), messageText),
  });
  const save = useMutation({
    mutationFn: (values: PlanFormValues) => savePlan(plan?.id ?? null, planForm.parse(values)),
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: t('admin.plans.form.saved', { name: saved.name }) });
      onClose();
    },
    onSettled: () => refreshAdmin(queryClient),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={plan ? t('admin.plans.form.editTitle', { name: plan.name }) : t('admin.plans.form.newTitle')}
      centered
      size="lg"
      closeButtonProps={closeButton}
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <TextInput label={t('admin.plans.form.name')} required maxLength={60} {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <TextInput label={t('admin.plans.form.minimum')} required inputMode="decimal" leftSection="$" {...form.getInputProps('min')} />
            <TextInput label={t('admin.plans.form.maximum')} inputMode="decimal" leftSection="$" {...form.getInputProps('max')} />
            <TextInput label={t('admin.plans.form.profit')} required inputMode="decimal" {...form.getInputProps('roi')} />
            <TextInput label={t('admin.plans.form.duration')} required inputMode="numeric" {...form.getInputProps('durationDays')} />
            <TextInput label={t('admin.plans.form.referralBonus')} inputMode="decimal" {...form.getInputProps('referralBonus')} />
          </SimpleGrid>
          {plan && <Alert color="blue">{t('admin.plans.form.keepTerms')}</Alert>}
          <DialogFormFooter mutation={save} submitLabel={t('admin.plans.form.save')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
