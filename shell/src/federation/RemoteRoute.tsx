import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { REGION_HYDRATED_ATTRIBUTE } from '@donation-network/portal-manifest';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteApp, resetRemote } from './remote-loader';
import type { RemoteKey } from './remote-table';
import { PageSkeleton } from './PageSkeleton';

const lazyRemoteApp = (remote: RemoteKey) => lazy(async () => ({ default: await loadRemoteApp(remote) }));

/**
 * Rendered after the remote's page inside its Suspense boundary, so its effect runs once that region is
 * committed (hydrated, on a server-rendered page): the page's inline script hands over what the visitor did
 * before the application loaded only then.
 */
function RegionCommitted() {
  useEffect(() => document.documentElement.setAttribute(REGION_HYDRATED_ATTRIBUTE, 'true'), []);
  return null;
}

/** Renders one remote's route tree, with a skeleton while it loads and a retryable panel when it fails. */
export function RemoteRoute({ remote }: { remote: RemoteKey }) {
  // The lazy component lives in state, created only when the remote or the attempt changes:
  // a new attempt needs a new lazy component, because React caches the rejected one.
  const [loaded, setLoaded] = useState(() => ({ remote, attempt: 0, RemoteApp: lazyRemoteApp(remote) }));
  let current = loaded;
  if (loaded.remote !== remote) {
    current = { remote, attempt: loaded.attempt, RemoteApp: lazyRemoteApp(remote) };
    setLoaded(current);
  }
  const { attempt, RemoteApp } = current;
  const retry = useCallback(() => {
    resetRemote(remote);
    setLoaded((previous) => ({ remote, attempt: previous.attempt + 1, RemoteApp: lazyRemoteApp(remote) }));
  }, [remote]);

  return (
    <RemoteBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteApp />
        <RegionCommitted />
      </Suspense>
    </RemoteBoundary>
  );
}
