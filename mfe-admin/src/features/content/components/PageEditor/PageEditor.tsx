import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import arrayMutators from 'final-form-arrays';
import styled from 'styled-components';
import { fetchPageContent, pageContentQueryKey, usePortalQueryClient, type StoredPageContent } from '@donation-network/portal-session';
import { PAGE_CONTENT_CONFLICT_MESSAGE, type PageId } from '@donation-network/shared-rules';
import { Alert, Button, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { TextAreaField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import type { PageVersion } from '../../api/page-versions';
import { SAVE_FAILED_MESSAGE, conflictVersion, savePageContent } from '../../api/save-page-content';
import { useLeaveWarning } from '../../hooks/use-leave-warning';
import { pageContentSchema } from '../../page-content-schema';
import { draftChanged, sameContent, toDraft, toPageContent, type PageContentFields, type PageDraft } from '../../page-draft';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { PagePreview } from '../PagePreview/PagePreview';
import { SectionsEditor } from '../SectionsEditor/SectionsEditor';
import { VersionHistory } from '../VersionHistory/VersionHistory';

export const SAVED_TITLE = 'Page content saved';
export const LOAD_LATEST_FAILED_MESSAGE = 'Failed to load the latest version';

const validate = validateWithSchema(pageContentSchema);
const mutators = { ...arrayMutators };

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  margin-bottom: 48px;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const SubHeading = styled.h2`
  margin: 8px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const PreviewColumn = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;

  @media (min-width: 1024px) {
    position: sticky;
    top: 16px;
    max-height: calc(100vh - 32px);
    overflow-y: auto;
  }
`;

const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const SaveState = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ConflictBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
`;

function conflictMessage(version: number): string {
  return version > 0
    ? PAGE_CONTENT_CONFLICT_MESSAGE.replace('{version}', String(version))
    : 'This page was saved by someone else while you were editing. Your changes are still in the editor: load the latest version, apply them again and save.';
}

export interface PageEditorProps {
  pageId: PageId;
  /** The stored page the editing starts from. */
  initial: StoredPageContent;
}

/**
 * The form (title, description, sections) beside its live preview, Save with the database's
 * conflict check, and the version history. The stored page the draft started from is the
 * base: a save sends its version, and a successful save or restore becomes the new base.
 */
export function PageEditor({ pageId, initial }: PageEditorProps) {
  const [{ base, generation }, setBaseState] = useState({ base: initial, generation: 0 });
  // A new base starts a new form (the key below), so the draft becomes its content: new
  // initialValues alone did not reach the fields after a restore.
  const setBase = (next: StoredPageContent) => setBaseState((state) => ({ base: next, generation: state.generation + 1 }));
  const [conflict, setConflict] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [loadingLatest, setLoadingLatest] = useState(false);
  const [confirmLoad, setConfirmLoad] = useState(false);
  const initialValues = useMemo(() => toDraft(base), [base]);
  const queryClient = usePortalQueryClient();

  const save = async (content: PageContentFields, successTitle: string) => {
    try {
      const saved = await savePageContent(pageId, content, base.version);
      setBase(saved);
      setConflict(null);
      // The public page, opened next in this tab, shows the saved content instead of its cached copy.
      void queryClient.invalidateQueries({ queryKey: pageContentQueryKey(pageId) });
      notify({ title: successTitle, description: `The page is now at version ${saved.version}.` });
    } catch (error) {
      const version = conflictVersion(error);
      if (version !== null) setConflict(version);
      notify({ title: SAVE_FAILED_MESSAGE, description: friendlyErrorMessage(error), variant: 'destructive' });
    }
  };

  const restore = async (version: PageVersion) => {
    if (sameContent(version.content, base)) {
      notify({ title: `Version ${version.version} is the same as the current content`, description: 'Nothing was restored.' });
      return;
    }
    setRestoring(true);
    await save(version.content, `Version ${version.version} restored`);
    setRestoring(false);
  };

  const loadLatest = async () => {
    setConfirmLoad(false);
    setLoadingLatest(true);
    try {
      const latest = await fetchPageContent(pageId);
      if (!latest) throw new Error(LOAD_LATEST_FAILED_MESSAGE);
      setBase(latest);
      setConflict(null);
      notify({ title: 'Latest version loaded', description: `You are now editing version ${latest.version}.` });
    } catch (error) {
      notify({ title: LOAD_LATEST_FAILED_MESSAGE, description: friendlyErrorMessage(error), variant: 'destructive' });
    } finally {
      setLoadingLatest(false);
    }
  };

  return (
    <Form<PageDraft>
      key={generation}
      onSubmit={(values) => save(toPageContent(values), SAVED_TITLE)}
      validate={validate}
      mutators={mutators}
      initialValues={initialValues}
      subscription={{ submitting: true, values: true }}
    >
      {({ handleSubmit, submitting, values }) => {
        const changed = draftChanged(values, base);
        const busy = submitting || restoring || loadingLatest;
        return (
          <>
            <LeaveWarning when={changed} />
            {conflict !== null && (
              <Alert variant="destructive" title="Your changes were not saved" data-testid="save-conflict" style={{ marginBottom: 24 }}>
                <ConflictBody>
                  <p>{conflictMessage(conflict)}</p>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={loadingLatest}
                    onClick={() => (changed ? setConfirmLoad(true) : loadLatest())}
                  >
                    Load latest version
                  </Button>
                </ConflictBody>
              </Alert>
            )}
            <Columns>
              <form onSubmit={handleSubmit} noValidate aria-label="Page content">
                <Stack gap={16}>
                  <TextField name="title" label="Page title" required disabled={busy} />
                  <TextAreaField name="description" label="Description" rows={3} disabled={busy} />
                  <SubHeading>Sections</SubHeading>
                  <SectionsEditor disabled={busy} />
                  <SaveBar>
                    <Button type="submit" loading={submitting} disabled={!changed || busy}>
                      {submitting ? 'Saving...' : 'Save'}
                    </Button>
                    <SaveState aria-live="polite">{changed ? 'Unsaved changes' : `Saved: version ${base.version}`}</SaveState>
                  </SaveBar>
                </Stack>
              </form>
              <PreviewColumn aria-labelledby="live-preview-heading">
                <SubHeading id="live-preview-heading">Live preview</SubHeading>
                <PagePreview title={values.title ?? ''} description={values.description ?? ''} sections={values.sections ?? []} />
              </PreviewColumn>
            </Columns>
            <VersionHistory pageId={pageId} currentVersion={base.version} dirty={changed} busy={busy} onRestore={restore} />
            <ConfirmDialog
              open={confirmLoad}
              title="Replace your draft?"
              confirmLabel="Load latest version"
              destructive
              onCancel={() => setConfirmLoad(false)}
              onConfirm={() => void loadLatest()}
            >
              The editor then shows the page as it is saved now, and the changes you have not saved are gone. Copy anything you want to keep
              first.
            </ConfirmDialog>
          </>
        );
      }}
    </Form>
  );
}

function LeaveWarning({ when }: { when: boolean }) {
  useLeaveWarning(when);
  return null;
}
