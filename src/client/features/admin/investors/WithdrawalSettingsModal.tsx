import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { centsToDollarString, formatPercent } from '../../../../shared/money';
import type { UserDto } from '../../../../shared/schemas/user';
import { withdrawalSettingsForm, type WithdrawalSettingsFormValues } from '../forms';
import { refreshAdmin, updateWithdrawalSettings } from '../queries';
import { CLOSE_BUTTON, DialogFormFooter } from '../ui';

/** The investor's withdrawal limit and withdrawal fee, set by an operator. */
export function WithdrawalSettingsModal({ investor, onClose }: { investor: UserDto; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<WithdrawalSettingsFormValues>({
    initialValues: { limit: centsToDollarString(investor.withdrawalLimitCents), fee: formatPercent(investor.withdrawalFeeBps) },
    validate: zod4Resolver(withdrawalSettingsForm),
  });
  const save = useMutation({
    mutationFn: (values: WithdrawalSettingsFormValues) => updateWithdrawalSettings(investor.id, withdrawalSettingsForm.parse(values)),
    onSuccess: () => {
      notifications.show({ color: 'green', message: `Withdrawal settings of ${investor.email} saved.` });
      onClose();
    },
    onSettled: () => refreshAdmin(queryClient),
  });
  return (
    <Modal opened onClose={onClose} title={`Withdrawal settings: ${investor.email}`} centered closeButtonProps={CLOSE_BUTTON}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <TextInput label="Withdrawal limit (USD)" inputMode="decimal" leftSection="$" {...form.getInputProps('limit')} />
          <TextInput label="Withdrawal fee (%)" inputMode="decimal" rightSection="%" {...form.getInputProps('fee')} />
          <DialogFormFooter mutation={save} submitLabel="Save" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
