import { duties, type OperatorRole } from '../../shared/operator-roles';

const { finance, compliance, everyone, ownerOnly, support } = duties;

/**
 * Every back-office route, as Fastify names it (method and full path), and the roles that may call
 * it. A route missing here is refused to everyone, and the access test fails until it is decided.
 */
export const adminPermissions: Readonly<Record<string, readonly OperatorRole[]>> = {
  'GET /api/admin/deposits': finance,
  'POST /api/admin/deposits/:id/approve': finance,
  'POST /api/admin/deposits/:id/reject': finance,
  'GET /api/admin/withdrawals': finance,
  'POST /api/admin/withdrawals/:id/approve': finance,
  'POST /api/admin/withdrawals/:id/reject': finance,
  'GET /api/admin/mt4-subscriptions': finance,
  'POST /api/admin/mt4-subscriptions/:id/approve': finance,
  'POST /api/admin/mt4-subscriptions/:id/reject': finance,
  'GET /api/admin/kyc': compliance,
  'POST /api/admin/kyc/:id/approve': compliance,
  'POST /api/admin/kyc/:id/reject': compliance,
  'GET /api/admin/users': everyone,
  'PATCH /api/admin/users/:id': finance,
  'POST /api/admin/users/:id/adjustments': finance,
  'GET /api/admin/adjustments': finance,
  'POST /api/admin/adjustments/:id/approve': finance,
  'POST /api/admin/adjustments/:id/reject': finance,
  'GET /api/admin/ledger': finance,
  'GET /api/admin/reconciliation': finance,
  'POST /api/admin/reconciliation/run': finance,
  'GET /api/admin/audit-log': compliance,
  'GET /api/admin/payment-methods': finance,
  'GET /api/admin/payment-processors': finance,
  'PUT /api/admin/payment-methods/:name': finance,
  'GET /api/admin/plans': ownerOnly,
  'POST /api/admin/plans': ownerOnly,
  'PATCH /api/admin/plans/:id': ownerOnly,
  'GET /api/admin/operators': ownerOnly,
  'POST /api/admin/operators': ownerOnly,
  'PATCH /api/admin/operators/:id': ownerOnly,
  'GET /api/admin/support/conversations': support,
  'GET /api/admin/support/conversations/:id': support,
  'POST /api/admin/support/conversations/:id/messages': support,
  'POST /api/admin/support/conversations/:id/close': support,
};

export function mayCall(role: OperatorRole | null, method: string, url: string): boolean {
  return role !== null && (adminPermissions[`${method} ${url}`]?.includes(role) ?? false);
}
