import { useEffect, useRef, useState } from 'react';

/** A section reveals once its top is within this share of the viewport height. */
export const REVEAL_VIEWPORT_SHARE = 0.75;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Reveals an element once, when its top enters the upper 75% of the viewport. Returns the ref to
 * attach and whether it is shown.
 *
 * Every element starts shown: the server's HTML carries visible content (nothing waits on a script),
 * and the browser's first render matches it. Only after mount is an element that lies wholly below
 * the viewport hidden, out of sight, to fade in as it scrolls up; one already on screen stays as it
 * is. Without IntersectionObserver (jsdom, very old browsers) or with reduced motion nothing hides.
 */
export function useReveal<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof window.IntersectionObserver !== 'function' || prefersReducedMotion()) return undefined;
    if (element.getBoundingClientRect().top < window.innerHeight) return undefined;
    setRevealed(false);
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
  }, []);

  return [ref, revealed];
}
