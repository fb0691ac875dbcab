import { postLoginPath, useSession } from '@donation-network/portal-session';
import { preloadRemoteApps } from './remote-loader';
import { remoteForPath } from './remote-table';

/**
 * A sign-in lands on the role's page: that page's remote downloads as soon as the session arrives,
 * while the profile that confirms the role is still being read, instead of after the navigation.
 * Returns the unsubscribe function.
 */
export function prefetchLandingOnSignIn(): () => void {
  return useSession.subscribe((state, previous) => {
    if (!state.session || previous.session || state.lastEvent !== 'SIGNED_IN') return;
    const role = state.session.user.user_metadata?.user_type;
    const key = typeof role === 'string' ? remoteForPath(postLoginPath(role)) : null;
    if (key) void preloadRemoteApps([key]).catch(() => undefined);
  });
}
