import { getTableColumns } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { kycRecords } from '../db/schema';
import type { Page } from '../db/pagination';
import { queueRows } from '../money/queue';
import { toKycDto } from './dto';
import type { AdminKycDto, QueueQuery } from '../../shared/schemas/admin';

export const kycQueue = queueRows(kycRecords, getTableColumns(kycRecords), 'KYC submission');

type KycRow = Awaited<ReturnType<typeof kycQueue.readPending>>;

export function toDto(row: KycRow): AdminKycDto {
  return { ...toKycDto(row), userId: row.userId, email: row.email, fullname: row.fullname, decidedBy: row.decidedBy };
}

export async function listKyc(db: Queryable, query: QueueQuery): Promise<Page<AdminKycDto>> {
  const page = await kycQueue.list(db, query);
  return { items: page.items.map(toDto), nextCursor: page.nextCursor };
}
