import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Box, Center, Container, Loader } from '@mantine/core';
import { PublicHeader } from './public/PublicHeader';
import { PublicFooter } from './public/PublicFooter';

/** Landing, information and sign-in pages share one look and link to sign-in and registration. */
export function PublicLayout() {
  return (
    <Box>
      <PublicHeader />
      <Container size="lg" py="lg" component="main">
        <Suspense fallback={<Center h="50vh"><Loader aria-label="Loading" /></Center>}>
          <Outlet />
        </Suspense>
      </Container>
      <PublicFooter />
    </Box>
  );
}
