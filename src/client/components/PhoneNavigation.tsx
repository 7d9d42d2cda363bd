import type { ReactNode } from 'react';
import { FocusTrap } from '@mantine/core';
import { useDisclosure, useFocusReturn, useMediaQuery, useWindowEvent } from '@mantine/hooks';

/**
 * The navigation a phone keeps behind the burger works as a menu does: opened from the keyboard it
 * takes the focus and keeps it while open (PhoneNavigationFocus), and Escape closes it and gives the
 * focus back to the burger.
 */
export function usePhoneNavigation() {
  const [opened, { toggle, close }] = useDisclosure(false);
  useFocusReturn({ opened });
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });
  // Below Mantine's sm breakpoint the closed navigation only slides off screen: inert, its links
  // leave the Tab order and the screen reader's view instead of taking an invisible focus.
  // Read at the first render, not after it: learning "phone" only in an effect drew the whole shell
  // a second time, in one piece, right after a phone's first paint of it.
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  return { opened, toggle, close, hiddenOffScreen: phone === true && !opened };
}

/** Wraps the navigation's content: holds the focus while the phone navigation is open. */
export function PhoneNavigationFocus({ opened, children }: { opened: boolean; children: ReactNode }) {
  return (
    <FocusTrap active={opened}>
      <div>{children}</div>
    </FocusTrap>
  );
}
