import { useEffect } from 'react';

/** Scrolls the window to the top once, when the calling page mounts (a new page should not open scrolled down). */
export function useScrollToTop(): void {
  useEffect(() => {
    if (typeof window.scrollTo === 'function') {
      try {
        window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      } catch {
        /* environments without scrolling (jsdom) */
      }
    }
  }, []);
}
