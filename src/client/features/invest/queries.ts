import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { refreshAfterMoneyMove } from '../../components/money/refresh';
import type { PaymentMethodsResponse } from '../../../shared/schemas/payment-methods';
import type { CreateInvestmentRequest, CreateInvestmentResponse } from '../../../shared/schemas/investments';

export const paymentMethodsQuery = queryOptions({
  queryKey: ['payment-methods'],
  queryFn: async () => (await api<PaymentMethodsResponse>('/payment-methods')).paymentMethods,
});

/** POST /api/investments, from balance (the plans page, the invest flow) or by a deposit request. */
export function useCreateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateInvestmentRequest; idempotencyKey: string }) =>
      api<CreateInvestmentResponse>('/investments', { method: 'POST', body, idempotencyKey }),
    onSuccess: () => refreshAfterMoneyMove(queryClient, ['investments', 'deposits']),
  });
}
