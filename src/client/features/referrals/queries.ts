import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { ReferralsResponse } from '../../../shared/schemas/referrals';

export const referralsQuery = infiniteQueryOptions({
  queryKey: ['referrals'],
  queryFn: ({ pageParam }) => api<ReferralsResponse>(`/referrals${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
  initialPageParam: '',
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});
