import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import styled from 'styled-components';
import type { PageId } from '@donation-network/shared-rules';
import { Badge, Button, DataState, Dialog } from '@donation-network/shared-ui';
import { fetchPageVersions, type PageVersion } from '../../api/page-versions';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { PagePreview } from '../PagePreview/PagePreview';
import { SavedAt } from '../SavedAt/SavedAt';

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 16px;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Info = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

export interface VersionHistoryProps {
  pageId: PageId;
  /** The version the editor is based on (marked current, not restorable). */
  currentVersion: number;
  /** Whether the editor holds unsaved changes (a restore replaces them). */
  dirty: boolean;
  /** Saves the version's content as a new version; resolves when done (successful or not). */
  onRestore: (version: PageVersion) => Promise<void>;
  /** Restoring or saving: the Restore buttons wait. */
  busy: boolean;
}

/** The page's saved versions, newest first, each with a preview and Restore. Reloads when the current version changes. */
export function VersionHistory({ pageId, currentVersion, dirty, onRestore, busy }: VersionHistoryProps) {
  const versions = usePortalRead({
    queryKey: ['admin', 'page-versions', pageId, currentVersion],
    read: (signal) => fetchPageVersions(pageId, signal),
  });
  const [previewed, setPreviewed] = useState<PageVersion | null>(null);
  const [toRestore, setToRestore] = useState<PageVersion | null>(null);

  const restore = (version: PageVersion) => {
    setToRestore(null);
    setPreviewed(null);
    void onRestore(version);
  };

  return (
    <section aria-labelledby="version-history-heading">
      <Heading id="version-history-heading">Version history</Heading>
      <DataState
        result={versions}
        compact
        loadingLabel="Loading versions"
        errorTitle="Couldn't load the version history"
        isEmpty={versions.data?.length === 0}
        emptyText="No saved versions yet."
      >
        {() => (
          <List>
            {versions.data?.map((version) => (
              <Item key={version.version}>
                <Info>
                  <strong>Version {version.version}</strong>
                  {version.version === currentVersion && <Badge variant="secondary">Current</Badge>}
                  <Muted>
                    <SavedAt at={version.savedAt} />
                    {version.savedBy && ` by ${version.savedBy}`}
                  </Muted>
                </Info>
                <Actions>
                  <Button size="sm" variant="ghost" onClick={() => setPreviewed(version)} aria-label={`Preview version ${version.version}`}>
                    Preview
                  </Button>
                  {version.version !== currentVersion && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => setToRestore(version)}
                      aria-label={`Restore version ${version.version}`}
                    >
                      Restore
                    </Button>
                  )}
                </Actions>
              </Item>
            ))}
          </List>
        )}
      </DataState>
      <Dialog
        open={previewed !== null}
        onClose={() => setPreviewed(null)}
        title={previewed ? `Version ${previewed.version}` : ''}
        description={previewed ? <SavedAt at={previewed.savedAt} /> : undefined}
        maxWidth="720px"
        footer={
          previewed &&
          previewed.version !== currentVersion && (
            <Button
              disabled={busy}
              onClick={() => {
                setPreviewed(null);
                setToRestore(previewed);
              }}
            >
              Restore this version
            </Button>
          )
        }
      >
        {previewed && <PagePreview {...previewed.content} />}
      </Dialog>
      <ConfirmDialog
        open={toRestore !== null}
        title={toRestore ? `Restore version ${toRestore.version}?` : ''}
        confirmLabel="Restore"
        onCancel={() => setToRestore(null)}
        onConfirm={() => toRestore && restore(toRestore)}
      >
        {toRestore &&
          `Its title, description and sections are saved as a new version; the versions in between stay in the history.${
            dirty ? ' Your unsaved changes in the editor are replaced.' : ''
          }`}
      </ConfirmDialog>
    </section>
  );
}
