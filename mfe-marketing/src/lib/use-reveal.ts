import { useEffect, useRef, useState } from 'react';

/** A section reveals once its top is within this share of the viewport height. */
export const REVEAL_VIEWPORT_SHARE = 0.75;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** No IntersectionObserver (jsdom, very old browsers) or reduced motion: show at once. */
function showsAtOnce(): boolean {
  return typeof window === 'undefined' || typeof window.IntersectionObserver !== 'function' || prefersReducedMotion();
}

/**
 * Reveals an element once, when its top enters the upper 75% of the viewport
 * (or it is already above that line). Returns the ref to attach and whether it is revealed.
 */
export function useReveal<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(showsAtOnce);

  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.top < 0)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      // The bottom margin shrinks the viewport to its upper 75%.
      { rootMargin: `0px 0px -${Math.round((1 - REVEAL_VIEWPORT_SHARE) * 100)}% 0px`, threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed]);

  return [ref, revealed];
}
