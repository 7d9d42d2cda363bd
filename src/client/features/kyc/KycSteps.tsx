import { FileInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KYC_ID_TYPES } from '../../../shared/constants';
import { KYC_ACCEPTED_TYPES } from '../../../shared/schemas/kyc';
import type { useTranslatedInputProps } from '../../components/form-fields';
import type { KycFormValues } from './kyc-form';

interface StepProps {
  inputProps: ReturnType<typeof useTranslatedInputProps<KycFormValues>>;
}

/** Step 1: personal info. */
export function PersonalInfoStep({ inputProps }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack maw={560}>
      <TextInput label={t('kyc.fields.fullName')} withAsterisk autoComplete="name" {...inputProps('fullName')} />
      <TextInput label={t('kyc.fields.dob')} type="date" withAsterisk {...inputProps('dob')} />
      <TextInput label={t('kyc.fields.address')} withAsterisk autoComplete="street-address" {...inputProps('address')} />
      <TextInput label={t('kyc.fields.country')} withAsterisk autoComplete="country-name" {...inputProps('country')} />
    </Stack>
  );
}

/** Step 2: ID type (Driver's License, National ID or Passport), number and expiry. */
export function IdDetailsStep({ inputProps }: StepProps) {
  const { t } = useTranslation();
  // The server keeps the English names; the reader sees them in their language.
  const idTypes = KYC_ID_TYPES.map((idType) => ({ value: idType, label: t(`kyc.idTypes.${idType}`) }));
  return (
    <Stack maw={560}>
      <Select label={t('kyc.fields.idType')} withAsterisk data={idTypes} placeholder={t('kyc.chooseIdType')} {...inputProps('idType')} />
      <TextInput label={t('kyc.fields.idNumber')} withAsterisk {...inputProps('idNumber')} />
      <TextInput label={t('kyc.fields.expiryDate')} type="date" withAsterisk {...inputProps('expiryDate')} />
    </Stack>
  );
}

/** Step 3: ID front and back as an image or PDF, the selfie as an image. */
export function UploadsStep({ inputProps }: StepProps) {
  const { t } = useTranslation();
  const upload = (slot: keyof typeof KYC_ACCEPTED_TYPES, hint: string) => (
    <FileInput
      label={t(`kyc.fields.${slot}`)}
      description={hint}
      withAsterisk
      clearable
      clearButtonProps={{ 'aria-label': t('kyc.removeFile', { file: t(`kyc.fields.${slot}`) }) }}
      accept={KYC_ACCEPTED_TYPES[slot].join(',')}
      {...inputProps(slot)}
    />
  );
  return (
    <Stack maw={560}>
      {upload('idFront', t('kyc.documentHint'))}
      {upload('idBack', t('kyc.documentHint'))}
      {upload('selfie', t('kyc.imageHint'))}
    </Stack>
  );
}
