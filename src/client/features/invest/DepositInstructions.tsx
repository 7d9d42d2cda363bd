import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../shared/money';
import { depositNetwork } from '../../../shared/deposit-network';

interface DepositInstructionsProps {
  methodName: string;
  paymentUri: string;
  amountCents: number;
  planName: string;
  /** Before "Confirm Investment" the order of the two steps is said first. */
  beforeConfirming: boolean;
}

/**
 * What a person needs to pay a deposit: the order of confirming and paying, the network, how much
 * (in USD: no market feed quotes a crypto amount here) and what happens afterwards.
 */
export function DepositInstructions({ methodName, paymentUri, amountCents, planName, beforeConfirming }: DepositInstructionsProps) {
  const { t } = useTranslation();
  const network = depositNetwork(methodName, paymentUri);
  return (
    <Alert color="blue" variant="light" title={t('invest.instructions.title')}>
      <List spacing={4} size="sm">
        {beforeConfirming && <List.Item>{t('invest.instructions.order')}</List.Item>}
        {network && <List.Item>{t('invest.instructions.network', { network: t(`invest.network.${network}`) })}</List.Item>}
        <List.Item>{t('invest.instructions.usdAmount', { amount: formatUsd(amountCents) })}</List.Item>
        <List.Item>{t('invest.instructions.next', { plan: planName })}</List.Item>
      </List>
    </Alert>
  );
}
