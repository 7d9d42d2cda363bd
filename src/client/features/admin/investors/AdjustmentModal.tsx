import { Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../../shared/money';
import type { UserDto } from '../../../../shared/schemas/user';
import { useIntentKey } from '../../../components/money/useIntentKey';
import { adjustmentForm, type AdjustmentFormValues } from '../forms';
import { postAdjustment, refreshAdmin } from '../queries';
import { DialogFormFooter, useCloseButton } from '../ui';
import { translatedErrors, useOperatorMessageText } from '../text/operator-messages';

/**
 * A signed ledger correction, proposed for a second operator's approval (posted at once when four
 * eyes are turned off); the investor sees it, with the narration, in the Others tab.
 */
export function AdjustmentModal({ investor, onClose }: { investor: UserDto; onClose: () => void }) {
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  const closeButton = useCloseButton();
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  const form = useForm<AdjustmentFormValues>({
    initialValues: { direction: 'credit', amount: '', narration: '' },
    validate: (values) => translatedErrors(zod4Resolver(adjustmentForm)(values), messageText),
  });
  const post = useMutation({
    mutationFn: (values: AdjustmentFormValues) => {
      const body = adjustmentForm.parse(values);
      return postAdjustment(investor.id, body, intent.keyFor(body));
    },
    onSuccess: (answer) => {
      intent.completed();
      notifications.show({
        color: 'green',
        message:
          'adjustment' in answer
            ? t('admin.investors.adjustment.proposed', { email: investor.email })
            : t('admin.investors.adjustment.posted', { email: investor.email, balance: formatUsd(answer.balanceAfterCents) }),
      });
      onClose();
    },
    onSettled: () => refreshAdmin(queryClient),
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.investors.adjustment.title', { email: investor.email })} centered closeButtonProps={closeButton}>
      <form onSubmit={form.onSubmit((values) => post.mutate(values))}>
        <Stack>
          <Text size="sm">{t('admin.investors.adjustment.currentBalance', { balance: formatUsd(investor.balanceCents) })}</Text>
          <SegmentedControl
            aria-label={t('admin.investors.adjustment.direction')}
            data={[
              { value: 'credit', label: t('admin.investors.adjustment.credit') },
              { value: 'debit', label: t('admin.investors.adjustment.debit') },
            ]}
            {...form.getInputProps('direction')}
          />
          <TextInput label={t('admin.investors.adjustment.amount')} inputMode="decimal" leftSection="$" {...form.getInputProps('amount')} />
          <TextInput label={t('admin.investors.adjustment.narration')} maxLength={200} {...form.getInputProps('narration')} />
          <DialogFormFooter mutation={post} submitLabel={t('admin.investors.adjustment.submit')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
