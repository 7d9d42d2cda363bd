import { Button, Center, Code, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useMessageToast } from '../message-toast';
import { useCopyToClipboard } from '../copy-to-clipboard';
import { useMessageText } from '../../i18n/message-text';
import { messages } from '../../../shared/messages';

interface WalletAddressPanelProps {
  methodName: string;
  walletAddress: string;
  /** BIP-21, EIP-681 or the plain address, as the server builds it (with the quoted amount, if any). */
  paymentUri: string;
}

/** Where to send a deposit: the method's wallet address, its QR code and a copy button. */
export function WalletAddressPanel({ methodName, walletAddress, paymentUri }: WalletAddressPanelProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const showMessage = useMessageToast();
  const copy = useCopyToClipboard();
  const copyWalletAddress = () =>
    walletAddress ? copy(walletAddress, messages.walletAddressCopied, messages.walletAddressCopyFailed) : showMessage(messages.noWalletAddress);
  const qrLabel = t('invest.wallet.qrCode', { method: methodName });
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('invest.wallet.heading', { method: methodName })}</Text>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="wallet-address">
        {walletAddress || text(messages.noWalletAddress)}
      </Code>
      {paymentUri && (
        <Center>
          <QRCodeSVG value={paymentUri} size={176} marginSize={4} role="img" aria-label={qrLabel} title={qrLabel} />
        </Center>
      )}
      <Button variant="light" onClick={() => void copyWalletAddress()}>
        {t('invest.wallet.copyAddress')}
      </Button>
    </Stack>
  );
}
