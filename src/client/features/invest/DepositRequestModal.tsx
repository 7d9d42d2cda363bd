import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WalletAddressPanel } from '../../components/deposit/WalletAddressPanel';
import { DepositInstructions } from '../../components/deposit/DepositInstructions';
import { TransactionIdForm } from '../../components/deposit/TransactionIdForm';
import { DetailsTable } from '../../components/DetailsTable';
import { formatUsd } from '../../../shared/money';
import type { CreateInvestmentResponse } from '../../../shared/schemas/investments';

interface DepositRequestModalProps {
  opened: boolean;
  result: CreateInvestmentResponse | null;
  onClose: () => void;
}

/** After a deposit request: what to pay, where, for which plan, and where to give the payment's transaction id. */
export function DepositRequestModal({ opened, result, onClose }: DepositRequestModalProps) {
  const { t } = useTranslation();
  const deposit = result?.deposit;
  return (
    <Modal
      opened={opened && Boolean(deposit)}
      onClose={onClose}
      title={t('invest.depositModal.title')}
      centered
      closeButtonProps={{ 'aria-label': t('invest.close') }}
    >
      {result && deposit && (
        <Stack>
          <DetailsTable
            label={t('invest.depositModal.label')}
            rows={[
              [t('invest.details.amount'), formatUsd(deposit.amountCents)],
              [t('invest.depositModal.method'), deposit.method],
              [t('invest.details.plan'), result.investment.planName],
            ]}
          />
          <DepositInstructions
            methodName={deposit.method}
            paymentUri={deposit.paymentUri}
            amountCents={deposit.amountCents}
            quote={deposit.quote}
            invoice={deposit}
            planName={result.investment.planName}
            beforeConfirming={false}
          />
          <WalletAddressPanel methodName={deposit.method} walletAddress={deposit.walletAddress} paymentUri={deposit.paymentUri} />
          {/* A processor sees the payment itself: no transaction id to give. */}
          {!deposit.coinAmount && <TransactionIdForm deposit={deposit} />}
        </Stack>
      )}
    </Modal>
  );
}
