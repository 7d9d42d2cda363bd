import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SubscribeToTradingDialog } from './SubscribeToTradingDialog';

/** A button that opens the "Subscribe to Trading" dialog; place it on any signed-in screen. */
export function SubscribeToTradingButton(props: ButtonProps) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="light" {...props} onClick={dialog.open}>{t('mt4.title')}</Button>
      <SubscribeToTradingDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
