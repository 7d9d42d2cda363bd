import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import type { PageOf } from '../../../shared/schemas/pagination';
import type {
  SupportConversationDto,
  SupportMailboxResponse,
  SupportMessageDto,
  SupportReplyRequest,
  SupportRequest,
  SupportThreadResponse,
} from '../../../shared/schemas/support';

export const supportMailboxQuery = queryOptions({
  queryKey: ['support', 'mailbox'],
  queryFn: () => api<SupportMailboxResponse>('/support'),
  staleTime: Infinity,
});

export const sendSupportMessage = (body: SupportRequest) => api<{ message: string }>('/support', { method: 'POST', body });

/** The investor's conversations, newest first: the most recent hundred, which is more than anyone keeps open. */
export const conversationsQuery = queryOptions({
  queryKey: ['support', 'conversations'],
  queryFn: () => api<PageOf<SupportConversationDto>>('/support/conversations?limit=100'),
});

/** Reading a thread marks its replies read, so it is read afresh each time it is opened. */
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: ['support', 'thread', id],
    queryFn: () => api<SupportThreadResponse>(`/support/conversations/${id}`),
    staleTime: 0,
    gcTime: 0,
  });

export const sendReply = (id: string, body: SupportReplyRequest) => api<SupportMessageDto>(`/support/conversations/${id}/messages`, { method: 'POST', body });
