import { infiniteQueryOptions, keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '../../api';
import type {
  AdminDepositDto,
  AdminLedgerEntryDto,
  AdminKycDto,
  AdminMt4Dto,
  AdminPaymentMethodDto,
  PaymentProcessorStatusDto,
  AdminPlanDto,
  AdminUserDto,
  AuditEntryDto,
  ReconciliationReport,
} from '../../../shared/schemas/admin';
import type { PageOf as Page } from '../../../shared/schemas/pagination';
import type { UserDto } from '../../../shared/schemas/user';
import type { OperatorsResponse } from '../../../shared/schemas/operators';
import type { AdjustmentDto, WithdrawalQueueItemDto } from '../../../shared/schemas/four-eyes';
import type { AdminSupportConversationDto, AdminSupportThreadResponse, SupportMessageDto, SupportReplyRequest } from '../../../shared/schemas/support';

/** The queues share one URL shape: /admin/<queue>?status=&q=&cursor=, /admin/<queue>/:id/{approve,reject}. */
export interface QueueRows {
  deposits: AdminDepositDto;
  withdrawals: WithdrawalQueueItemDto;
  kyc: AdminKycDto;
  'mt4-subscriptions': AdminMt4Dto;
  adjustments: AdjustmentDto;
}
export type QueueName = keyof QueueRows;

const search = (params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = query.toString();
  return text ? `?${text}` : '';
};

/**
 * A list read page by page, newest first, by the cursor the server hands back. While a new search or
 * filter loads, the rows on screen (and any decision dialog opened from one) stay.
 */
const pagedQuery = <Row>(queryKey: unknown[], path: string, params: Record<string, string> = {}) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => api<Page<Row>>(`${path}${search({ ...params, cursor: pageParam })}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const queueQuery = <Q extends QueueName>(queue: Q, status: string, q: string) =>
  pagedQuery<QueueRows[Q]>(['admin', queue, { status, q }], `/admin/${queue}`, { status, q });

export const investorsQuery = (q: string) => pagedQuery<AdminUserDto>(['admin', 'users', { q }], '/admin/users', { q });

export const supportConversationsQuery = (status: string, q: string) =>
  pagedQuery<AdminSupportConversationDto>(['admin', 'support', { status, q }], '/admin/support/conversations', { status, q });

export const supportConversationQuery = (id: string) =>
  queryOptions({ queryKey: ['admin', 'support', 'thread', id], queryFn: () => api<AdminSupportThreadResponse>(`/admin/support/conversations/${id}`) });

export const answerSupportConversation = (id: string, body: SupportReplyRequest) =>
  api<SupportMessageDto>(`/admin/support/conversations/${id}/messages`, { method: 'POST', body });

export const closeSupportConversation = (id: string) => api<AdminSupportConversationDto>(`/admin/support/conversations/${id}/close`, { method: 'POST' });

export const auditLogQuery = pagedQuery<AuditEntryDto>(['admin', 'audit-log'], '/admin/audit-log');

export const ledgerEntriesQuery = (kind: string, q: string) => pagedQuery<AdminLedgerEntryDto>(['admin', 'ledger', { kind, q }], '/admin/ledger', { kind, q });

export const plansQuery = queryOptions({ queryKey: ['admin', 'plans'], queryFn: () => api<AdminPlanDto[]>('/admin/plans') });

export const paymentMethodsQuery = queryOptions({
  queryKey: ['admin', 'payment-methods'],
  queryFn: () => api<AdminPaymentMethodDto[]>('/admin/payment-methods'),
});

export const paymentProcessorsQuery = queryOptions({
  queryKey: ['admin', 'payment-processors'],
  queryFn: () => api<PaymentProcessorStatusDto[]>('/admin/payment-processors'),
});

export const operatorsQuery = queryOptions({
  queryKey: ['admin', 'operators'],
  queryFn: () => api<OperatorsResponse>('/admin/operators'),
});

export const reconciliationQuery = queryOptions({
  queryKey: ['admin', 'reconciliation'],
  queryFn: () => api<ReconciliationReport>('/admin/reconciliation'),
  staleTime: 0,
});

/** Checks the books now (the stored check runs every 15 minutes) and returns the new result. */
export const runReconciliation = () => api<ReconciliationReport>('/admin/reconciliation/run', { method: 'POST' });

export interface DecisionInput {
  queue: QueueName;
  id: string;
  verdict: 'approve' | 'reject';
  reason?: string;
  txHash?: string;
}

/**
 * A fresh key per click: a network retry of the same request replays, a second click is refused as
 * already decided. The first approval of a request that needs two answers with the count so far.
 */
export const decide = ({ queue, id, verdict, reason, txHash }: DecisionInput) =>
  api<{ message?: string; approvals?: number; required?: number }>(`/admin/${queue}/${id}/${verdict}`, {
    method: 'POST',
    body: verdict === 'reject' ? { reason } : txHash ? { txHash } : undefined,
    idempotencyKey: newIdempotencyKey(),
  });

export const updateWithdrawalSettings = (id: string, body: { withdrawalLimitCents?: number; withdrawalFeeBps?: number }) =>
  api<UserDto>(`/admin/users/${id}`, { method: 'PATCH', body });

/** Posted at once (the balance after), or proposed for a second operator's approval (the proposal). */
export const postAdjustment = (id: string, body: { amountCents: number; narration: string }, idempotencyKey: string) =>
  api<{ balanceAfterCents: number } | { adjustment: AdjustmentDto }>(`/admin/users/${id}/adjustments`, { method: 'POST', body, idempotencyKey });

export const savePlan = (id: number | null, body: object) =>
  api<AdminPlanDto>(id === null ? '/admin/plans' : `/admin/plans/${id}`, { method: id === null ? 'POST' : 'PATCH', body });

export const savePaymentMethod = (name: string, body: Omit<AdminPaymentMethodDto, 'name' | 'sortOrder' | 'updatedAt'>) =>
  api<AdminPaymentMethodDto>(`/admin/payment-methods/${encodeURIComponent(name)}`, { method: 'PUT', body });

/** Every admin view may show what an action changed (queues, balances, audit log, reconciliation). */
export const refreshAdmin = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['admin'] });
