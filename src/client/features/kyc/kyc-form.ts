import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { KYC_MAX_FILE_BYTES } from '../../../shared/constants';
import { KYC_ACCEPTED_TYPES, KYC_FILE_SLOTS, KYC_SLOT_LABELS, kycFieldsSchema, type KycFields } from '../../../shared/schemas/kyc';

export type KycFormValues = Omit<KycFields, 'idType'> & {
  idType: string;
  idFront: File | null;
  idBack: File | null;
  selfie: File | null;
};

export const emptyKycForm: KycFormValues = {
  fullName: '',
  dob: '',
  address: '',
  country: '',
  idType: '',
  idNumber: '',
  expiryDate: '',
  idFront: null,
  idBack: null,
  selfie: null,
};

/** The fields each wizard step asks for; Next checks only these. */
export const KYC_STEP_FIELDS: ReadonlyArray<ReadonlyArray<keyof KycFormValues>> = [
  ['fullName', 'dob', 'address', 'country'],
  ['idType', 'idNumber', 'expiryDate'],
  KYC_FILE_SLOTS,
];

/** Size and declared type are checked here for quick feedback; the server decides from the bytes. */
function fileErrors(values: KycFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const slot of KYC_FILE_SLOTS) {
    const file = values[slot];
    const label = KYC_SLOT_LABELS[slot];
    if (!file) errors[slot] = `${label} is required.`;
    else if (file.size > KYC_MAX_FILE_BYTES) errors[slot] = `${label} must be at most 10 MB.`;
    else if (!KYC_ACCEPTED_TYPES[slot].includes(file.type)) {
      errors[slot] = slot === 'selfie' ? 'Selfie must be an image.' : `${label} must be an image or a PDF.`;
    }
  }
  return errors;
}

const textErrors = zod4Resolver(kycFieldsSchema);

export const validateKycForm = (values: KycFormValues): FormErrors => ({
  ...textErrors(values as unknown as Record<string, unknown>),
  ...fileErrors(values),
});

export function toKycFormData(values: KycFormValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File) form.append(name, value, value.name);
    else if (typeof value === 'string') form.append(name, value);
  }
  return form;
}
