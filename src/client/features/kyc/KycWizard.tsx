import { useState } from 'react';
import { Button, Group, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useTranslatedInputProps } from '../../components/form-fields';
import { emptyKycForm, KYC_STEP_FIELDS, validateKycForm, type KycFormValues } from './kyc-form';
import { IdDetailsStep, PersonalInfoStep, UploadsStep } from './KycSteps';

const LAST_STEP = KYC_STEP_FIELDS.length - 1;

interface KycWizardProps {
  submitting: boolean;
  /** Resolves true when the submission was accepted; the wizard then clears itself. */
  onSubmit: (values: KycFormValues) => Promise<boolean>;
}

/** The KYC wizard: personal info, ID details, uploads; Back and Next, then Submit KYC. */
export function KycWizard({ submitting, onSubmit }: KycWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const form = useForm<KycFormValues>({ initialValues: emptyKycForm, validate: validateKycForm });
  const inputProps = useTranslatedInputProps(form);

  const stepIsValid = () => KYC_STEP_FIELDS[step]!.map((field) => form.validateField(field).hasError).every((failed) => !failed);
  const next = () => {
    if (stepIsValid()) setStep((current) => Math.min(current + 1, LAST_STEP));
  };
  const submit = form.onSubmit(async (values) => {
    const accepted = await onSubmit(values);
    // After every submission the wizard starts again at step 1; only an accepted one clears the answers.
    if (accepted) form.reset();
    setStep(0);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stepper active={step} allowNextStepsSelect={false} mb="md">
        <Stepper.Step label={t('kyc.steps.personal')}>
          <PersonalInfoStep inputProps={inputProps} />
        </Stepper.Step>
        <Stepper.Step label={t('kyc.steps.idDetails')}>
          <IdDetailsStep inputProps={inputProps} />
        </Stepper.Step>
        <Stepper.Step label={t('kyc.steps.uploads')}>
          <UploadsStep inputProps={inputProps} />
        </Stepper.Step>
      </Stepper>
      <Group>
        {step > 0 && (
          <Button variant="default" onClick={() => setStep((current) => current - 1)} disabled={submitting}>
            {t('kyc.back')}
          </Button>
        )}
        {step < LAST_STEP ? (
          <Button onClick={next}>{t('kyc.next')}</Button>
        ) : (
          <Button type="submit" disabled={submitting}>
            {submitting ? t('kyc.submitting') : t('kyc.submit')}
          </Button>
        )}
      </Group>
    </form>
  );
}
