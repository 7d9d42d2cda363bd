import { z } from 'zod';
import { KYC_ID_TYPES } from '../constants';
import { futureDate, pastDate, requiredText } from './fields';

/** The nine text fields of the KYC wizard (steps 1 and 2), all required. */
export const kycFieldsSchema = z.object({
  fullName: requiredText('Full name', 120),
  dob: pastDate('Date of birth'),
  address: requiredText('Address', 300),
  country: requiredText('Country', 80),
  idType: z.enum(KYC_ID_TYPES, 'Please select an ID type.'),
  idNumber: requiredText('ID number', 60),
  expiryDate: futureDate('Expiry date', 'The ID document has expired.'),
});
export type KycFields = z.infer<typeof kycFieldsSchema>;

export const KYC_FILE_SLOTS = ['idFront', 'idBack', 'selfie'] as const;
export type KycFileSlot = (typeof KYC_FILE_SLOTS)[number];

export const KYC_SLOT_LABELS: Record<KycFileSlot, string> = { idFront: 'ID front', idBack: 'ID back', selfie: 'Selfie' };

export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const KYC_DOCUMENT_TYPES = [...KYC_IMAGE_TYPES, 'application/pdf'] as const;

/** ID front and back may be an image or a PDF; the selfie must be an image. */
export const KYC_ACCEPTED_TYPES: Record<KycFileSlot, readonly string[]> = {
  idFront: KYC_DOCUMENT_TYPES,
  idBack: KYC_DOCUMENT_TYPES,
  selfie: KYC_IMAGE_TYPES,
};

const KYC_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;

const kycFileDto = z.object({ id: z.string(), contentType: z.string() });

export const kycRecordDto = z.object({
  id: z.string(),
  fullName: z.string(),
  dob: z.string(),
  address: z.string(),
  country: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  expiryDate: z.string(),
  status: z.enum(KYC_STATUS_VALUES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  files: z.object({ idFront: kycFileDto, idBack: kycFileDto, selfie: kycFileDto }),
});
export type KycRecordDto = z.infer<typeof kycRecordDto>;

export const kycStatusResponse = z.object({
  /** "none" until the first submission. */
  status: z.enum(['none', ...KYC_STATUS_VALUES]),
  /** False while a submission is pending or approved: a new one is accepted only after a rejection. */
  canSubmit: z.boolean(),
  kyc: kycRecordDto.nullable(),
});
export type KycStatusResponse = z.infer<typeof kycStatusResponse>;

export const kycSubmitResponse = z.object({ kyc: kycRecordDto, message: z.string() });
export type KycSubmitResponse = z.infer<typeof kycSubmitResponse>;

export const kycFileParams = z.object({ fileId: z.string().max(80) });
