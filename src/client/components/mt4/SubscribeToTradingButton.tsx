import { lazy, Suspense, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useDidUpdate, useDisclosure } from '@mantine/hooks';
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
  // The dialog first mounts already open, so Mantine has no focus to give back on that first close:
  // the focus returns to this button whenever the dialog closes.
  const button = useRef<HTMLButtonElement>(null);
  useDidUpdate(() => {
    if (!opened) button.current?.focus();
  }, [opened]);
  return (
    <>
      <Button ref={button} variant="light" {...props} onClick={open}>
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
