import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DepositInstructions } from './DepositInstructions';
import { WalletAddressPanel } from './WalletAddressPanel';
import { TransactionIdForm } from './TransactionIdForm';
import type { DepositDto } from '../../../shared/schemas/deposits';

/**
 * A pending deposit's way back to paying it: the instructions (with the quote, or that it expired),
 * the address and QR code, and the transaction id, in a dialog opened from its history row.
 */
export function PendingDepositPayment({ deposit }: { deposit: DepositDto }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const title = t('history.depositHistory.paymentDetails');
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpened(true)}>
        {title}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title} centered closeButtonProps={{ 'aria-label': t('invest.close') }}>
        <Stack>
          <DepositInstructions
            methodName={deposit.method}
            paymentUri={deposit.paymentUri}
            amountCents={deposit.amountCents}
            quote={deposit.quote}
            invoice={deposit}
            beforeConfirming={false}
          />
          <WalletAddressPanel methodName={deposit.method} walletAddress={deposit.walletAddress} paymentUri={deposit.paymentUri} />
          {/* A processor sees the payment itself: no transaction id to give. */}
          {!deposit.coinAmount && <TransactionIdForm deposit={deposit} />}
        </Stack>
      </Modal>
    </>
  );
}
