import type { Queryable } from '../db/client';
import { kycRecords } from '../db/schema';
import { decideRequest, type Decision } from '../money/decision';
import type { MoneyOperation } from '../money/run';
import { kycQueue, toDto } from './queue';

async function decideKyc(
  db: Queryable,
  id: string,
  outcome: { status: 'approved' } | { status: 'rejected'; reason: string },
  { adminId, now }: Decision,
): Promise<MoneyOperation> {
  const request = await kycQueue.readPending(db, id, adminId);
  const rejectionReason = outcome.status === 'rejected' ? outcome.reason : null;
  return decideRequest(
    db,
    {
      operation: outcome.status === 'approved' ? 'kyc-approval' : 'kyc-rejection',
      table: kycRecords,
      request,
      changes: { status: outcome.status, rejectionReason, decidedBy: adminId, decidedAt: now },
      action: `kyc.${outcome.status === 'approved' ? 'approve' : 'reject'}`,
      entityType: 'kyc',
      news: {
        kind: `kyc_${outcome.status}`,
        message:
          outcome.status === 'approved'
            ? 'Your identity verification (KYC) was approved.'
            : `Your identity verification (KYC) was rejected (reason: ${rejectionReason}). You can submit new documents on the KYC page.`,
        params: rejectionReason === null ? {} : { reason: rejectionReason },
      },
      answer: (decided) => ({ kyc: toDto(decided) }),
    },
    adminId,
  );
}

export const approveKyc = (db: Queryable, id: string, decision: Decision) => decideKyc(db, id, { status: 'approved' }, decision);

/** The reason is stored on the record; the investor sees it on their KYC page. */
export const rejectKyc = (db: Queryable, id: string, reason: string, decision: Decision) => decideKyc(db, id, { status: 'rejected', reason }, decision);
