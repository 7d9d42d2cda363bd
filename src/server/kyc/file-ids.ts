import { KYC_FILE_SLOTS, type KycFileSlot } from '../../shared/schemas/kyc';

/**
 * A file is named by its record and slot ("<record uuid>.idFront"), so serving it is one lookup by
 * primary key followed by the ownership check.
 */
export const kycFileId = (recordId: string, slot: KycFileSlot) => `${recordId}.${slot}`;

const FILE_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\w+)$/i;

export function parseKycFileId(fileId: string): { recordId: string; slot: KycFileSlot } | null {
  const match = FILE_ID.exec(fileId);
  const slot = match?.[2] as KycFileSlot | undefined;
  if (!match || !slot || !KYC_FILE_SLOTS.includes(slot)) return null;
  return { recordId: match[1]!.toLowerCase(), slot };
}

export const kycStorageKey = (recordId: string, slot: KycFileSlot, extension: string) =>
  `kyc/${recordId}/${slot.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)}.${extension}`;
