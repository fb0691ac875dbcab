import { useEffect } from 'react';
import { loadSupabase } from '@donation-network/shared-auth';
import { remoteForPath } from '../federation/remote-table';

/**
 * On the login and registration pages the next click calls the Auth API. The Supabase SDK, which a
 * signed-out visitor's pages do not download, is fetched while the browser is idle there, so the
 * click does not wait for it first.
 */
export function useSignInWarmup(pathname: string): void {
  useEffect(() => {
    if (remoteForPath(pathname) !== 'auth') return;
    const warm = () => void loadSupabase().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, 500);
    return () => clearTimeout(timer);
  }, [pathname]);
}
