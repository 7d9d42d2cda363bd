import { eq, getTableColumns } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { kycRecords } from '../../db/schema';
import type { Page } from '../../db/pagination';
import { tellInvestor } from '../tell-investor';
import type { Decision } from '../queue';
import { writeAudit } from '../audit';
import { queueRows } from '../queue-rows';
import { toKycDto } from '../../kyc/dto';
import type { AdminKycDto, QueueQuery } from '../../../shared/schemas/admin';

const kycQueue = queueRows(kycRecords, getTableColumns(kycRecords), 'KYC submission');
type KycRow = Awaited<ReturnType<typeof kycQueue.lockPending>>;

function toDto(row: KycRow): AdminKycDto {
  return { ...toKycDto(row), userId: row.userId, email: row.email, fullname: row.fullname, decidedBy: row.decidedBy };
}

export async function listKyc(db: Queryable, query: QueueQuery): Promise<Page<AdminKycDto>> {
  const page = await kycQueue.list(db, query);
  return { items: page.items.map(toDto), nextCursor: page.nextCursor };
}

async function decideKyc(tx: Tx, id: string, outcome: { status: 'approved' } | { status: 'rejected'; reason: string }, decision: Decision) {
  const before = await kycQueue.lockPending(tx, id, decision.adminId);
  const rejectionReason = outcome.status === 'rejected' ? outcome.reason : null;
  const [after] = await tx
    .update(kycRecords)
    .set({ status: outcome.status, rejectionReason, decidedBy: decision.adminId, decidedAt: decision.now })
    .where(eq(kycRecords.id, id))
    .returning();
  await tellInvestor(tx, {
    userId: before.userId,
    kind: `kyc_${outcome.status}`,
    subject: outcome.status === 'approved' ? 'Your identity is verified' : 'Your identity verification was rejected',
    message:
      outcome.status === 'approved'
        ? 'Your identity verification (KYC) was approved.'
        : `Your identity verification (KYC) was rejected (reason: ${rejectionReason}). You can submit new documents on the KYC page.`,
    params: rejectionReason === null ? {} : { reason: rejectionReason },
    refType: 'kyc',
    refId: id,
  });
  await writeAudit(tx, { actorId: decision.adminId, action: `kyc.${outcome.status === 'approved' ? 'approve' : 'reject'}`, entityType: 'kyc', entityId: id, before, after });
  return { kyc: toDto({ ...before, ...after! }) };
}

export const approveKyc = (tx: Tx, id: string, decision: Decision) => decideKyc(tx, id, { status: 'approved' }, decision);

/** The reason is stored on the record; the investor sees it on their KYC page. */
export const rejectKyc = (tx: Tx, id: string, reason: string, decision: Decision) =>
  decideKyc(tx, id, { status: 'rejected', reason }, decision);
