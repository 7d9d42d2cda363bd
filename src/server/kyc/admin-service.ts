import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { kycRecords } from '../db/schema';
import type { Page } from '../db/pagination';
import { MoneyStatement } from '../money/statement';
import { auditAfter, tellAfter } from '../money/effects';
import { decide, lockPending, readInvestor, type Decision } from '../money/decision';
import type { MoneyOperation } from '../money/run';
import { queueRows } from '../money/queue';
import { toKycDto } from './dto';
import type { AdminKycDto, QueueQuery } from '../../shared/schemas/admin';

const kycQueue = queueRows(kycRecords, getTableColumns(kycRecords), 'KYC submission');
type KycRow = Awaited<ReturnType<typeof kycQueue.readPending>>;

function toDto(row: KycRow): AdminKycDto {
  return { ...toKycDto(row), userId: row.userId, email: row.email, fullname: row.fullname, decidedBy: row.decidedBy };
}

export async function listKyc(db: Queryable, query: QueueQuery): Promise<Page<AdminKycDto>> {
  const page = await kycQueue.list(db, query);
  return { items: page.items.map(toDto), nextCursor: page.nextCursor };
}

async function decideKyc(
  db: Queryable,
  id: string,
  outcome: { status: 'approved' } | { status: 'rejected'; reason: string },
  decision: Decision,
): Promise<MoneyOperation> {
  const before = await kycQueue.readPending(db, id, decision.adminId);
  const investor = await readInvestor(db, before.userId);
  const rejectionReason = outcome.status === 'rejected' ? outcome.reason : null;
  const changes = { status: outcome.status, rejectionReason, decidedBy: decision.adminId, decidedAt: decision.now };
  const statement = new MoneyStatement();
  const decided = decide(statement, kycRecords, id, changes, lockPending(statement, kycRecords, id, decision.adminId));
  tellAfter(statement, decided, investor, {
    kind: `kyc_${outcome.status}`,
    message:
      outcome.status === 'approved'
        ? 'Your identity verification (KYC) was approved.'
        : `Your identity verification (KYC) was rejected (reason: ${rejectionReason}). You can submit new documents on the KYC page.`,
    params: rejectionReason === null ? {} : { reason: rejectionReason },
    refType: 'kyc',
    refId: id,
  });
  const { email: _email, fullname: _fullname, ...row } = before;
  auditAfter(statement, decided, {
    actorId: decision.adminId,
    action: `kyc.${outcome.status === 'approved' ? 'approve' : 'reject'}`,
    entityType: 'kyc',
    entityId: id,
    before,
    after: { ...row, ...changes },
  });
  return { statement, done: decided, statusCode: 200, body: { kyc: toDto({ ...before, ...changes }) } };
}

export const approveKyc = (db: Queryable, id: string, decision: Decision) => decideKyc(db, id, { status: 'approved' }, decision);

/** The reason is stored on the record; the investor sees it on their KYC page. */
export const rejectKyc = (db: Queryable, id: string, reason: string, decision: Decision) => decideKyc(db, id, { status: 'rejected', reason }, decision);
