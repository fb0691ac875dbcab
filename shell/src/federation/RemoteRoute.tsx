import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteApp, resetRemote } from './remote-loader';
import type { RemoteKey } from './remote-table';
import { PageSkeleton } from './PageSkeleton';

/** Renders one remote's route tree, with a skeleton while it loads and a retryable panel when it fails. */
export function RemoteRoute({ remote }: { remote: RemoteKey }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(
    () => lazy(async () => ({ default: await loadRemoteApp(remote) })),
    // A new attempt needs a new lazy component: React caches the rejected one.
    [remote, attempt],
  );
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <RemoteBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteApp />
      </Suspense>
    </RemoteBoundary>
  );
}
