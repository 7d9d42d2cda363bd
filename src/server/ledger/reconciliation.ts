import type { Queryable } from '../db/client';
import { checkLedgerAgreement } from './invariant';
import type { Reconciliation } from '../../shared/schemas/admin';

/**
 * Balances and running totals (Totaldeposit, totalprofit and total_referral_comissions, each the
 * sum of the credits of one entry kind) against the ledger, plus the ledger's totals per kind for
 * the operator's eye.
 */
export async function buildReconciliation(db: Queryable): Promise<Reconciliation> {
  const agreement = await checkLedgerAgreement(db);
  return { ok: agreement.mismatches.length === 0 && agreement.totalMismatches.length === 0, ...agreement };
}
