import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useTranslatedInputProps } from '../form-fields';
import { useMessageToast } from '../message-toast';
import { isRuleRefusal, reasonOf } from '../feedback';
import { depositTxIdRequest, type DepositDto, type DepositTxIdResponse } from '../../../shared/schemas/deposits';

/**
 * The optional transaction id of a pending deposit's payment, for the operator to find it: given
 * right after the request or later from the history (an investor may pay first and come back).
 */
export function TransactionIdForm({ deposit }: { deposit: Pick<DepositDto, 'id' | 'txId'> }) {
  const { t } = useTranslation();
  const showMessage = useMessageToast();
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { txId: deposit.txId ?? '' }, validate: zod4Resolver(depositTxIdRequest) });
  const inputProps = useTranslatedInputProps(form);
  const save = useMutation({
    mutationFn: (txId: string) => api<DepositTxIdResponse>(`/deposits/${deposit.id}/transaction-id`, { method: 'PUT', body: { txId } }),
    onSuccess: (answer) => {
      form.setValues({ txId: answer.deposit.txId ?? '' });
      showMessage(answer.message);
      return queryClient.invalidateQueries({ queryKey: ['deposits'] });
    },
    onError: (error) => (isRuleRefusal(error) ? form.setFieldError('txId', error.message) : showMessage(reasonOf(error))),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ txId }) => save.mutate(depositTxIdRequest.parse({ txId }).txId))}>
      <Stack gap="xs">
        <TextInput
          label={t('invest.txId.label')}
          description={t('invest.txId.description')}
          autoComplete="off"
          spellCheck={false}
          ff="monospace"
          {...inputProps('txId')}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          {t('invest.txId.save')}
        </Button>
      </Stack>
    </form>
  );
}
