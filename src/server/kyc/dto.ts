import type { kycRecords } from '../db/schema';
import type { KycRecordDto } from '../../shared/schemas/kyc';
import { kycFileId } from './file-ids';

type KycRow = typeof kycRecords.$inferSelect;

export function toKycDto(row: KycRow): KycRecordDto {
  return {
    id: row.id,
    fullName: row.fullName,
    dob: row.dob,
    address: row.address,
    country: row.country,
    idType: row.idType,
    idNumber: row.idNumber,
    expiryDate: row.expiryDate,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    files: {
      idFront: { id: kycFileId(row.id, 'idFront'), contentType: row.idFrontType },
      idBack: { id: kycFileId(row.id, 'idBack'), contentType: row.idBackType },
      selfie: { id: kycFileId(row.id, 'selfie'), contentType: row.selfieType },
    },
  };
}
