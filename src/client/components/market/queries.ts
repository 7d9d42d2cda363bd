import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { MarketOverview } from '../../../shared/schemas/market';

export const marketQuery = queryOptions({
  queryKey: ['market'],
  queryFn: () => api<MarketOverview>('/market'),
  staleTime: 60_000,
  refetchInterval: 60_000,
});
