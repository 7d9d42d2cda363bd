import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Draws `children` (and so loads their code) only once the place they take comes within a screen's
 * reach of the view: a phone opening the page spends nothing on what lies far below its screen.
 * With `shownShare`, only once that share of the place (`height` pixels tall until then) is on
 * screen: a costly drawing whose top edge alone shows at the foot of a phone's first screen waits
 * for the investor to scroll to it instead of holding the phone while the screen first appears.
 */
export function WhenNearView({ children, shownShare, height }: { children: ReactNode; shownShare?: number; height?: number }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const reach = shownShare === undefined ? { rootMargin: '50% 0px' } : { threshold: shownShare };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= (shownShare ?? 0)) && setNear(true),
      reach,
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, shownShare]);
  return near ? children : <div ref={place} style={height === undefined ? undefined : { height }} />;
}
