import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page renders on the server and while the browser hydrates that HTML; true in every
 * render after (and in a page rendered only in the browser). Both of the first renders read the
 * session store's initial state (the server has no session), so what they show must not wait on it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
