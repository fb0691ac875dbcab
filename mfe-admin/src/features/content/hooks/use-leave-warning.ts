import { useEffect } from 'react';

/**
 * While `when` is true the browser asks before the tab is closed or reloaded. (In-app
 * navigation is not blocked: react-router's useBlocker needs a data router, which the
 * remote's standalone and test routers are not.)
 */
export function useLeaveWarning(when: boolean): void {
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 shows the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
