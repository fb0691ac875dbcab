import type { ReactNode } from 'react';
import { useCurrentUser, usePortalRead } from '@donation-network/portal-session';
import { DataState, Spinner } from '@donation-network/shared-ui';
import { hasDirectoryPremium } from '../../lib/directory-premium';
import { RestrictedNotice } from './Profile';

export interface SignedInContentProps<T> {
  /** Names what `load` reads (the tab it fills: 'team', 'documents'), for the query cache. */
  name: string;
  /** The profile id passed to `load`. */
  id: string;
  /** Reads a signed-in-only table; never called for signed-out visitors. */
  load: (id: string, signal: AbortSignal) => Promise<T>;
  /** What signed-out visitors see instead (the rows are for signed-in users only). */
  restriction: { kind: 'team' | 'premium'; subject?: string };
  /**
   * Directory premium content (documents): besides premium members, the profile's owner (`ownerId`) and admins read it;
   * other signed-in members see the premium notice, with the way to the plans, and no query is made.
   */
  premium?: { ownerId: string | null };
}

type Gated<T> = { locked: true } | { locked: false; value: T };

/**
 * Content from the signed-in-only child tables (team, documents, portfolio).
 * Signed-out visitors get the restriction text and no query is made; a failed
 * read shows the error with Retry.
 */
export function SignedInContent<T>({
  name,
  id,
  load,
  restriction,
  premium,
  children,
}: SignedInContentProps<T> & { children: (value: T) => ReactNode }) {
  const { user, loading: sessionLoading } = useCurrentUser();
  const signedIn = !sessionLoading && user !== null;
  const userId = user?.id ?? '';
  const readsWithoutPremium = user !== null && (user.isAdmin || (premium !== undefined && user.id === premium.ownerId));
  const result = usePortalRead<Gated<T>>({
    queryKey: ['directories', 'signed-in-content', name, id, readsWithoutPremium, premium !== undefined],
    read: async (signal) => {
      if (premium && !readsWithoutPremium && !(await hasDirectoryPremium(userId, signal))) return { locked: true };
      return { locked: false, value: await load(id, signal) };
    },
    enabled: signedIn,
  });

  if (sessionLoading) return <Spinner label="Loading..." />;
  if (!signedIn) return <RestrictedNotice kind={restriction.kind} subject={restriction.subject} />;
  return (
    <DataState result={result} loadingLabel="Loading..." compact>
      {() => {
        const gated = result.data as Gated<T>;
        return gated.locked ? <RestrictedNotice kind="premium" signedIn /> : children(gated.value);
      }}
    </DataState>
  );
}
