import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { PlansResponse } from '../../../shared/schemas/plans';

export const plansQuery = queryOptions({
  queryKey: ['plans'],
  queryFn: async () => (await api<PlansResponse>('/plans')).plans,
});
