import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { SupportMailboxResponse, SupportRequest } from '../../../shared/schemas/support';

export const supportMailboxQuery = queryOptions({
  queryKey: ['support', 'mailbox'],
  queryFn: () => api<SupportMailboxResponse>('/support'),
  staleTime: Infinity,
});

export const sendSupportMessage = (body: SupportRequest) => api<{ message: string }>('/support', { method: 'POST', body });
