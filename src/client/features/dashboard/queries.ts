import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { DashboardSummary } from '../../../shared/schemas/dashboard';

export const dashboardSummaryQuery = queryOptions({
  queryKey: ['dashboard', 'summary'],
  queryFn: () => api<DashboardSummary>('/me/dashboard'),
});
