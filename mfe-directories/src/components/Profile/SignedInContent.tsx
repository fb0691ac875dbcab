import type { ReactNode } from 'react';
import { useCurrentUser } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { useLoaded } from '../../lib/use-loaded';
import { RestrictedNotice } from './Profile';

export interface SignedInContentProps<T> {
  /** The profile id passed to `load`. */
  id: string;
  /** Reads a signed-in-only table; never called for signed-out visitors. */
  load: (id: string) => Promise<T>;
  /** What signed-out visitors see instead (spec section 6). */
  restriction: { kind: 'team' | 'premium'; subject?: string };
  children: (value: T) => ReactNode;
}

/**
 * Content from the signed-in-only child tables (team, documents, portfolio).
 * Signed-out visitors get the restriction text and no query is made.
 */
export function SignedInContent<T>({ id, load, restriction, children }: SignedInContentProps<T>) {
  const { user, loading: sessionLoading } = useCurrentUser();
  const signedIn = !sessionLoading && user !== null;
  const { loading, value } = useLoaded(load, id, signedIn);

  if (sessionLoading || (signedIn && (loading || value === undefined))) {
    return <Spinner label="Loading..." />;
  }
  if (!signedIn) return <RestrictedNotice kind={restriction.kind} subject={restriction.subject} />;
  return <>{children(value as T)}</>;
}
