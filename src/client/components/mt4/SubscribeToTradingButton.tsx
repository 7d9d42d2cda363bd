import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

// The dialog's form (with the request schemas it checks against) loads on the first click, so the
// dashboard home, which shows this button, does not wait for it.
const SubscribeToTradingDialog = lazy(() => import('./SubscribeToTradingDialog').then((module) => ({ default: module.SubscribeToTradingDialog })));

/** A button that opens the "Subscribe to Trading" dialog; place it on any signed-in screen. */
export function SubscribeToTradingButton(props: ButtonProps) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  // Once opened, the dialog stays mounted, so a closed dialog keeps what was typed into it.
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    dialog.open();
  };
  return (
    <>
      <Button variant="light" {...props} onClick={open}>
        {t('mt4.title')}
      </Button>
      {wanted && (
        <Suspense>
          <SubscribeToTradingDialog opened={opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
