import type { ReactNode } from 'react';
import { useCurrentUser } from '@donation-network/shared-auth';
import { DataState, Spinner, useAsyncData } from '@donation-network/shared-ui';
import { RestrictedNotice } from './Profile';

export interface SignedInContentProps<T> {
  /** The profile id passed to `load`. */
  id: string;
  /** Reads a signed-in-only table; never called for signed-out visitors. */
  load: (id: string, signal: AbortSignal) => Promise<T>;
  /** What signed-out visitors see instead (the rows are for signed-in users only). */
  restriction: { kind: 'team' | 'premium'; subject?: string };
  children: (value: T) => ReactNode;
}

/**
 * Content from the signed-in-only child tables (team, documents, portfolio).
 * Signed-out visitors get the restriction text and no query is made; a failed
 * read shows the error with Retry.
 */
export function SignedInContent<T>({ id, load, restriction, children }: SignedInContentProps<T>) {
  const { user, loading: sessionLoading } = useCurrentUser();
  const signedIn = !sessionLoading && user !== null;
  const result = useAsyncData((signal) => load(id, signal), [load, id], { enabled: signedIn });

  if (sessionLoading) return <Spinner label="Loading..." />;
  if (!signedIn) return <RestrictedNotice kind={restriction.kind} subject={restriction.subject} />;
  return (
    <DataState result={result} loadingLabel="Loading..." compact>
      {() => children(result.data as T)}
    </DataState>
  );
}
