import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { kycRecords, type User } from '../db/schema';
import { notFound } from '../errors';
import type { FileStorage } from '../storage';
import { parseKycFileId } from './file-ids';

const COLUMNS = {
  idFront: { key: 'idFrontKey', type: 'idFrontType' },
  idBack: { key: 'idBackKey', type: 'idBackType' },
  selfie: { key: 'selfieKey', type: 'selfieType' },
} as const;

/** The owner and admins may read a KYC file; to anyone else it does not exist. */
export async function openKycFile(db: Queryable, storage: FileStorage, requester: Pick<User, 'id' | 'role'>, fileId: string) {
  const parsed = parseKycFileId(fileId);
  if (!parsed) throw notFound();
  const [record] = await db.select().from(kycRecords).where(eq(kycRecords.id, parsed.recordId));
  if (!record || (record.userId !== requester.id && requester.role !== 'admin')) throw notFound();
  const columns = COLUMNS[parsed.slot];
  const key = record[columns.key];
  const file = await storage.open(key);
  if (!file) throw notFound();
  return { ...file, contentType: record[columns.type], filename: key.split('/').pop()! };
}
