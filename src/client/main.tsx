import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRouter } from './router';
import { cssVariablesResolver, theme } from './theme';
import { initI18n, isRtl, storedLanguage } from './i18n';

// Toasts appear only after an action, so their code need not delay the first paint.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // Screens often read a query's status in one component and its data in another. React Query's
      // default re-renders only for properties read so far, so a list arriving between those two
      // renders left the Transactions tabs on "Loading..." for good (8 of 16 runs before this).
      notifyOnChangeProps: 'all',
    },
  },
});

await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DirectionProvider initialDirection={isRtl(storedLanguage()) ? 'rtl' : 'ltr'}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <Suspense>
          <Notifications position="top-right" />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createRouter()} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  </StrictMode>,
);
