import { type ReactNode, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';

/** What a screen shows while its session or its code is still on the way. */
export const screenLoading = (
  <Center h="50vh">
    <Loader role="progressbar" aria-label="Loading" />
  </Center>
);

/** A screen whose code loads on first visit: the spinner until it has. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={screenLoading}>{children}</Suspense>;
}
