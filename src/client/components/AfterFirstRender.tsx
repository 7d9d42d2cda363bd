import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Draws `children` in an update of its own once the screen around them is on screen, so the first
 * render of a phone's screen holds the main thread only for what the investor reads first.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
