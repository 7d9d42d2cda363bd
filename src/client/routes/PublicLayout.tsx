import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Alert, Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { forgetIdleSignOut, readIdleSignOut } from './idle-sign-out';
import { PublicHeader } from './public/PublicHeader';
import { PublicFooter } from './public/PublicFooter';
import { ScreenSuspense } from '../components/ScreenSuspense';

/** Landing, information and sign-in pages share one look and link to sign-in and registration. */
export function PublicLayout() {
  const { t } = useTranslation();
  // Shown on the first public page after an idle sign-out, not again after a reload.
  const [idleSignOutMinutes] = useState(readIdleSignOut);
  useEffect(forgetIdleSignOut, []);
  return (
    <Box>
      <PublicHeader />
      <Container size="lg" py="lg" component="main">
        {idleSignOutMinutes !== null && (
          <Alert color="blue" role="status" mb="lg">
            {t('shell.idle.signedOut', { minutes: idleSignOutMinutes })}
          </Alert>
        )}
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </Container>
      <PublicFooter />
    </Box>
  );
}
