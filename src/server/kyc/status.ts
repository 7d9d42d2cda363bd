import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { kycRecords } from '../db/schema';
import type { KycStatusResponse } from '../../shared/schemas/kyc';
import { toKycDto } from './dto';

export async function getKycStatus(db: Queryable, userId: string): Promise<KycStatusResponse> {
  const [latest] = await db.select().from(kycRecords).where(eq(kycRecords.userId, userId)).orderBy(desc(kycRecords.createdAt)).limit(1);
  if (!latest) return { status: 'none', canSubmit: true, kyc: null };
  return { status: latest.status, canSubmit: latest.status === 'rejected', kyc: toKycDto(latest) };
}
