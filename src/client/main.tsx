import { lazy, StrictMode, startTransition, Suspense, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './first-paint.css';
import { createRouter, routes } from './router';
import { queryClient } from './query-client';
import { isDialogWanted, subscribeDialogWanted } from './api';
import { loadRouteCode, prefetchRouteData } from './route-preload';
import { cssVariablesResolver, theme } from './theme';
import { initI18n, isRtl, shownLanguage } from './i18n';
import { seedFirstData } from './first-data';

// Toasts appear only after an action, so their code need not delay the first paint.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));
// Asked for only after a security change was refused (api.ts), so its code loads only then.
const StepUpDialog = lazy(() => import('./components/step-up/StepUpDialog').then((module) => ({ default: module.StepUpDialog })));
function StepUpWhenAsked() {
  const wanted = useSyncExternalStore(subscribeDialogWanted, isDialogWanted);
  return wanted && <StepUpDialog />;
}

// Not top-level awaits: while the entry module is still evaluating, every lazy chunk that imports
// from the entry chunk waits for it, and preloadRoute waits for those chunks.
async function start() {
  seedFirstData();
  prefetchRouteData(routes, window.location.pathname);
  // The screens' text is added to i18next as it arrives, so i18next comes first.
  await initI18n();
  await loadRouteCode(routes, window.location.pathname);
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the phone's main thread for the whole screen, and what the server drew stays until it is done.
  startTransition(() =>
    root.render(
      <StrictMode>
        <DirectionProvider initialDirection={isRtl(shownLanguage()) ? 'rtl' : 'ltr'}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
            <Suspense>
              <Notifications position="top-right" />
            </Suspense>
            <QueryClientProvider client={queryClient}>
              <Suspense>
                <StepUpWhenAsked />
              </Suspense>
              <RouterProvider router={createRouter()} />
            </QueryClientProvider>
          </MantineProvider>
        </DirectionProvider>
      </StrictMode>,
    ),
  );
}

void start();
