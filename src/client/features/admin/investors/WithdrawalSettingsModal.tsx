import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { centsToDollarString, formatPercent } from '../../../../shared/money';
import type { UserDto } from '../../../../shared/schemas/user';
import { withdrawalSettingsForm, type WithdrawalSettingsFormValues } from '../forms';
import { refreshAdmin, updateWithdrawalSettings } from '../queries';
import { DialogFormFooter, useCloseButton } from '../ui';
import { translatedErrors, useOperatorMessageText } from '../text/operator-messages';

/** The investor's withdrawal limit and withdrawal fee, set by an operator. */
export function WithdrawalSettingsModal({ investor, onClose }: { investor: UserDto; onClose: () => void }) {
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  const closeButton = useCloseButton();
  const queryClient = useQueryClient();
  const form = useForm<WithdrawalSettingsFormValues>({
    initialValues: { limit: centsToDollarString(investor.withdrawalLimitCents), fee: formatPercent(investor.withdrawalFeeBps) },
    validate: (values) => translatedErrors(zod4Resolver(withdrawalSettingsForm)(values), messageText),
  });
  const save = useMutation({
    mutationFn: (values: WithdrawalSettingsFormValues) => updateWithdrawalSettings(investor.id, withdrawalSettingsForm.parse(values)),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('admin.investors.settings.saved', { email: investor.email }) });
      onClose();
    },
    onSettled: () => refreshAdmin(queryClient),
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.investors.settings.title', { email: investor.email })} centered closeButtonProps={closeButton}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <TextInput label={t('admin.investors.settings.limit')} inputMode="decimal" leftSection="$" {...form.getInputProps('limit')} />
          <TextInput label={t('admin.investors.settings.fee')} inputMode="decimal" rightSection="%" {...form.getInputProps('fee')} />
          <DialogFormFooter mutation={save} submitLabel={t('admin.investors.settings.save')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
