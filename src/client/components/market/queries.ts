import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { MarketOverview } from '../../../shared/schemas/market';

export const marketQuery = queryOptions({
  queryKey: ['market'],
  // Polled every minute: a background request, so it never keeps an idle session alive.
  queryFn: () => api<MarketOverview>('/market', { background: true }),
  staleTime: 60_000,
  refetchInterval: 60_000,
});
