import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../shared/money';
import type { CreateInvestmentResponse } from '../../../shared/schemas/investments';

/** What was done, and the way back to the start. */
export function SubmittedStep({ result, onStartNew }: { result: CreateInvestmentResponse; onStartNew: () => void }) {
  const { t } = useTranslation();
  const { investment, deposit } = result;
  const facts = { plan: investment.planName, amount: formatUsd(investment.amountCents) };
  const summary = deposit ? t('invest.submitted.awaitingDeposit', { ...facts, method: deposit.method }) : t('invest.submitted.active', facts);
  return (
    <Stack align="flex-start">
      <Alert color={deposit ? 'blue' : 'green'} w="100%">
        {summary}
      </Alert>
      <Button onClick={onStartNew}>{t('invest.submitted.startNew')}</Button>
    </Stack>
  );
}
