import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { refreshAfterMoneyMove } from '../../components/money/refresh';
import type { CreateWithdrawalRequest, CreateWithdrawalResponse, WithdrawalDetails } from '../../../shared/schemas/withdrawals';

/** POST /api/withdrawals: a pending withdrawal; the balance drops by the amount, not the fee. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateWithdrawalRequest; idempotencyKey: string }) =>
      api<CreateWithdrawalResponse>('/withdrawals', { method: 'POST', body, idempotencyKey }),
    onSuccess: () => refreshAfterMoneyMove(queryClient, ['withdrawals']),
  });
}

/** POST /api/withdrawals/confirmation-code: mails a code that confirms the withdrawal with these details, and no other. */
export function useSendWithdrawalCode() {
  return useMutation({
    mutationFn: (details: WithdrawalDetails) => api<{ message: string }>('/withdrawals/confirmation-code', { method: 'POST', body: details }),
  });
}
