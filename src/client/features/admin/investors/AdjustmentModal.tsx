import { Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { formatUsd } from '../../../../shared/money';
import type { UserDto } from '../../../../shared/schemas/user';
import { useIntentKey } from '../../../components/money/useIntentKey';
import { adjustmentForm, type AdjustmentFormValues } from '../forms';
import { postAdjustment, refreshAdmin } from '../queries';
import { CLOSE_BUTTON, DialogFormFooter } from '../ui';

/**
 * A signed ledger correction, proposed for a second operator's approval (posted at once when four
 * eyes are turned off); the investor sees it, with the narration, in the Others tab.
 */
export function AdjustmentModal({ investor, onClose }: { investor: UserDto; onClose: () => void }) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  const form = useForm<AdjustmentFormValues>({
    initialValues: { direction: 'credit', amount: '', narration: '' },
    validate: zod4Resolver(adjustmentForm),
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
            ? `Proposed. A second operator must approve it under Adjustments before ${investor.email}'s balance changes.`
            : `Posted. Balance of ${investor.email} is now ${formatUsd(answer.balanceAfterCents)}.`,
      });
      onClose();
    },
    onSettled: () => refreshAdmin(queryClient),
  });
  return (
    <Modal opened onClose={onClose} title={`Adjust balance: ${investor.email}`} centered closeButtonProps={CLOSE_BUTTON}>
      <form onSubmit={form.onSubmit((values) => post.mutate(values))}>
        <Stack>
          <Text size="sm">Current balance: {formatUsd(investor.balanceCents)}</Text>
          <SegmentedControl
            aria-label="Credit or debit"
            data={[
              { value: 'credit', label: 'Credit' },
              { value: 'debit', label: 'Debit' },
            ]}
            {...form.getInputProps('direction')}
          />
          <TextInput label="Amount (USD)" inputMode="decimal" leftSection="$" {...form.getInputProps('amount')} />
          <TextInput label="Narration (the investor sees it)" maxLength={200} {...form.getInputProps('narration')} />
          <DialogFormFooter mutation={post} submitLabel="Submit adjustment" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
