import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a page that loads its code or data before its heading shows. */
export const HEADING_WAIT_MS = 10_000;

/** The page's visible h1: not the one of a skeleton that is still loading. */
function readyHeading(main: HTMLElement): HTMLElement | null {
  for (const heading of main.querySelectorAll<HTMLElement>('h1')) {
    if (!heading.closest('[aria-busy="true"]')) return heading;
  }
  return null;
}

/**
 * After a client-side route change (a new path, not the first page, not a new query), moves
 * the focus to the new page's h1 once it shows, so keyboard and screen-reader users start on
 * the new page instead of the link they left behind. A page that placed the focus itself
 * (inside <main>) keeps it.
 */
export function useFocusHeadingOnRouteChange(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = pathname;
    const main = mainRef.current;
    if (!main || from === null || from === pathname) return;

    const focusHeading = (): boolean => {
      const heading = readyHeading(main);
      if (!heading) return false;
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };

    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    return stop;
  }, [pathname, mainRef]);
}
