import { lazy, Suspense, useCallback, useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteApp, resetRemote } from './remote-loader';
import type { RemoteKey } from './remote-table';
import { PageSkeleton } from './PageSkeleton';

const lazyRemoteApp = (remote: RemoteKey) => lazy(async () => ({ default: await loadRemoteApp(remote) }));

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
      </Suspense>
    </RemoteBoundary>
  );
}
