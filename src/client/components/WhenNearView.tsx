import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Draws `children` (and so loads their code) only once the place they take comes within a screen's
 * reach of the view: a phone opening the page spends nothing on what lies far below its screen.
 */
export function WhenNearView({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '50% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} />;
}
