import { useSession } from './session-store';
import type { AppUser } from './types';

/** The signed-in user and whether the session is still being resolved. */
export function useCurrentUser(): { user: AppUser | null; loading: boolean } {
  const user = useSession((state) => state.user);
  const loading = useSession((state) => state.loading);
  return { user, loading };
}
