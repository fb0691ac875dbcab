import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser, usePortalRead } from '@donation-network/portal-session';
import { DataState, PageFrame, PageHeading, usePageMeta } from '@donation-network/shared-ui';
import type { OwnDocument, OwnDocumentsApi } from '../../lib/own-documents';
import { OwnDocumentsCard, type OwnDocumentsCardTexts } from '../OwnDocumentsCard/OwnDocumentsCard';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  max-width: 760px;
  margin-top: 24px;
`;

/** What a profile form gets: the stored profile (null before the first save) and where a save's row goes. */
export interface OwnProfileFormProps<P> {
  userId: string;
  saved: P | null;
  onSaved: (row: P) => void;
}

export interface OwnProfilePageProps<P extends { id: string }, D extends OwnDocument> {
  /** Names the read in the query cache ('founder', 'investor'). */
  kind: string;
  title: string;
  subtitle: string;
  /** The page's meta description. */
  description: string;
  /** The signed-in member's own profile row, or null before the first save. */
  read: (userId: string, signal: AbortSignal) => Promise<P | null>;
  documents: { api: OwnDocumentsApi<D>; texts: OwnDocumentsCardTexts };
  Form: (props: OwnProfileFormProps<P>) => ReactNode;
}

/**
 * A directory member's own profile page (founder, investor): their profile read once, its form, and the
 * documents signed-in members can open from the profile. A save's row replaces the loaded one, so the
 * documents card can start once the first save created the profile.
 */
export function OwnProfilePage<P extends { id: string }, D extends OwnDocument>({
  kind,
  title,
  subtitle,
  description,
  read,
  documents,
  Form,
}: OwnProfilePageProps<P, D>) {
  usePageMeta(title, description);
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const loaded = usePortalRead({
    queryKey: ['directories', 'own-profile', kind, userId],
    read: (signal) => read(userId, signal),
    enabled: userId !== '',
  });
  // the row the last save returned (newer than the loaded one)
  const [savedNow, setSavedNow] = useState<P | null>(null);
  const saved = savedNow ?? loaded.data ?? null;

  return (
    <PageFrame>
      <PageHeading title={title} subtitle={subtitle} />
      <DataState result={loaded} loadingLabel="Loading your profile...">
        {() => (
          <Sections>
            <Form userId={userId} saved={saved} onSaved={setSavedNow} />
            <OwnDocumentsCard userId={userId} profileId={saved?.id ?? null} api={documents.api} texts={documents.texts} />
          </Sections>
        )}
      </DataState>
    </PageFrame>
  );
}
