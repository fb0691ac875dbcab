import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The section id a hash names: percent-decoded, or as written when it is no valid encoding (`#%E0%A4%A`). */
function sectionId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * On arrival (and whenever the hash changes) scrolls the element whose id is the URL's hash
 * into view and moves focus to it (give it tabIndex={-1}); without a hash, scrolls to the top.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();

  useEffect(() => {
    const id = hash.startsWith('#') ? sectionId(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (!target) {
      if (typeof window.scrollTo === 'function') {
        try {
          window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
        } catch {
          /* environments without scrolling (jsdom) */
        }
      }
      return;
    }
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash]);
}
