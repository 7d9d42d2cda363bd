import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WalletAddressPanel } from '../../components/deposit/WalletAddressPanel';
import { DepositInstructions } from '../../components/deposit/DepositInstructions';
import { DetailsTable } from '../../components/DetailsTable';
import type { InvestFlowState } from './flow-state';
import { formatDuration } from '../../components/format';
import { percentText } from '../../../shared/percent-text';
import { formatUsd } from '../../../shared/money';
import type { PaymentMethodDto } from '../../../shared/schemas/payment-methods';
import { marketQuery } from '../../components/market/queries';

interface ConfirmationStepProps {
  state: InvestFlowState;
  paymentMethod: PaymentMethodDto | null;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

export function ConfirmationStep({ state, paymentMethod, busy, onBack, onConfirm }: ConfirmationStepProps) {
  const { t, i18n } = useTranslation();
  const { plan, confirmed } = state;
  // With a live feed the request will be quoted in crypto, so the USD line must not say there is no rate.
  const market = useQuery({ ...marketQuery, enabled: confirmed?.request.fundingSource === 'deposit' });
  if (!plan || !confirmed) return null;
  const byDeposit = confirmed.request.fundingSource === 'deposit';
  const details = (
    [
      [t('invest.details.plan'), plan.name],
      [t('invest.details.amount'), formatUsd(confirmed.request.amountCents)],
      [t('invest.details.fundingSource'), t(byDeposit ? 'invest.details.depositRequest' : 'invest.details.accountBalance')],
      byDeposit ? [t('invest.details.paymentMethod'), confirmed.request.paymentMethod ?? ''] : null,
      [t('plans.facts.cumulativeProfit'), percentText(plan.roiBps, i18n.language)],
      [t('plans.facts.duration'), formatDuration(t, plan.durationDays)],
    ] satisfies Array<[string, string] | null>
  ).filter((row) => row !== null);
  return (
    <Stack>
      <DetailsTable label={t('invest.details.label')} rows={details} />
      {byDeposit && (
        <DepositInstructions
          methodName={confirmed.request.paymentMethod ?? ''}
          paymentUri={paymentMethod?.paymentUri ?? ''}
          amountCents={confirmed.request.amountCents}
          planName={plan.name}
          beforeConfirming
          liveRate={market.data?.source === 'live'}
        />
      )}
      {/* A processor gives the deposit its own address on confirming. */}
      {byDeposit && !paymentMethod?.byProcessor && (
        <WalletAddressPanel
          methodName={confirmed.request.paymentMethod ?? ''}
          walletAddress={paymentMethod?.walletAddress ?? ''}
          paymentUri={paymentMethod?.paymentUri ?? ''}
        />
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('invest.back')}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {t(busy ? 'invest.processing' : 'invest.confirmInvestment')}
        </Button>
      </Group>
    </Stack>
  );
}
