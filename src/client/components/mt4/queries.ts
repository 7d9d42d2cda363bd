import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { refreshAfterMoneyMove } from '../money/refresh';
import type { CreateMt4SubscriptionRequest, CreateMt4SubscriptionResponse } from '../../../shared/schemas/mt4';

/** POST /api/mt4-subscriptions: paid from balance at once, status pending. */
export function useSubscribeToTrading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateMt4SubscriptionRequest; idempotencyKey: string }) =>
      api<CreateMt4SubscriptionResponse>('/mt4-subscriptions', { method: 'POST', body, idempotencyKey }),
    onSuccess: () => refreshAfterMoneyMove(queryClient, ['others']),
  });
}
