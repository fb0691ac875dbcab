import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { isUploadCancelled, usePortalRead } from '@donation-network/portal-session';
import {
  DIRECTORY_DOCUMENTS_BUCKET,
  DIRECTORY_DOCUMENT_ACCEPT,
  directoryDocumentFileError,
  directoryDocumentNameError,
  fileSignatureError,
  trimUnicode,
} from '@donation-network/shared-rules';
import {
  Alert,
  Button,
  DataState,
  FormError,
  LinkButton,
  Stack,
  UploadProgress,
  notify,
  useUploadProgress,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { openStoredFile } from '../../lib/open-stored-file';
import type { OwnDocument, OwnDocumentsApi } from '../../lib/own-documents';
import { FileBlock, FileLabel, Hint, Input } from '../file-field-styles';
import { ProfileSection } from '../ProfileSection/ProfileSection';

export const DOCUMENT_FILE_REQUIRED = 'Choose a file to upload';

export interface OwnDocumentsCardTexts {
  title: string;
  description: string;
  /** shown until the profile is saved for the first time */
  saveFirst: string;
  empty: string;
  listLabel: string;
  formLabel: string;
  namePlaceholder: string;
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DocumentRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-width: 0;

  > span {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

function DocumentRows<D extends OwnDocument>({
  documents,
  label,
  remove,
  onRemoved,
}: {
  documents: D[];
  label: string;
  remove: (document: D) => Promise<void>;
  onRemoved: () => void;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const removeOne = async (document: D) => {
    setRemoving(document.id);
    try {
      await remove(document);
      notify({ title: 'Document removed', description: document.name, variant: 'success' });
      onRemoved();
    } catch (error) {
      notify({ title: "Couldn't remove the document", description: friendlyErrorMessage(error), variant: 'destructive' });
    } finally {
      setRemoving(null);
    }
  };
  return (
    <Rows aria-label={label}>
      {documents.map((document) => (
        <DocumentRow key={document.id}>
          <span>{document.name}</span>
          <Actions>
            {document.object_path ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void openStoredFile(DIRECTORY_DOCUMENTS_BUCKET, document.object_path!)}
                aria-label={`Open ${document.name}`}
              >
                Open
              </Button>
            ) : (
              document.url && (
                <LinkButton to={document.url} external size="sm" variant="outline" aria-label={`Open ${document.name}`}>
                  Open
                </LinkButton>
              )
            )}
            <Button
              size="sm"
              variant="outline"
              loading={removing === document.id}
              disabled={removing !== null && removing !== document.id}
              onClick={() => void removeOne(document)}
              aria-label={`Remove ${document.name}`}
            >
              Remove
            </Button>
          </Actions>
        </DocumentRow>
      ))}
    </Rows>
  );
}

/**
 * The documents of the signed-in user's own directory profile: the list (open, remove) and an
 * upload of a named PDF, JPEG or PNG up to 10 MB to the private bucket. Needs the saved profile.
 */
export function OwnDocumentsCard<D extends OwnDocument>({
  userId,
  profileId,
  api,
  texts,
}: {
  userId: string;
  /** the saved profile's id; null until the profile is saved for the first time */
  profileId: string | null;
  api: OwnDocumentsApi<D>;
  texts: OwnDocumentsCardTexts;
}) {
  const formId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const progress = useUploadProgress();
  const result = usePortalRead({
    queryKey: ['directories', 'own-documents', profileId],
    read: (signal) => api.list(profileId ?? '', signal),
    enabled: Boolean(profileId),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const picked = input.files?.[0] ?? null;
    const problem = picked && directoryDocumentFileError(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
    if (problem) input.value = '';
    if (!picked || problem) return;
    // its bytes must be what its type says (a page saved as scan.png is no image)
    const contents = await fileSignatureError(picked);
    if (contents && input.files?.[0] === picked) {
      setFileError(contents);
      setFile(null);
      input.value = '';
    }
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!profileId) return;
    const badName = directoryDocumentNameError(name);
    setNameError(badName);
    if (!file) setFileError((current) => current ?? DOCUMENT_FILE_REQUIRED);
    if (badName || !file) return;
    const cleanName = trimUnicode(name);
    setUploadError(null);
    setUploading(true);
    try {
      await api.add({ userId, profileId, name: cleanName, file }, progress.start());
      notify({ title: 'Document uploaded', description: cleanName, variant: 'success' });
      setName('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      result.retry();
    } catch (error) {
      if (!isUploadCancelled(error)) setUploadError(friendlyErrorMessage(error, 'Your document could not be uploaded. Please try again.'));
    } finally {
      progress.finish();
      setUploading(false);
    }
  };

  return (
    <ProfileSection title={texts.title} description={texts.description}>
      {!profileId ? (
        <Hint>{texts.saveFirst}</Hint>
      ) : (
        <>
          <DataState
            result={result}
            loadingLabel="Loading documents..."
            compact
            isEmpty={result.data?.length === 0}
            emptyText={texts.empty}
          >
            {() => <DocumentRows documents={result.data ?? []} label={texts.listLabel} remove={api.remove} onRemoved={result.retry} />}
          </DataState>
          <form onSubmit={upload} noValidate aria-label={texts.formLabel}>
            <Stack gap={12}>
              <FileBlock>
                <FileLabel htmlFor={`${formId}-name`}>Document name</FileLabel>
                <Input
                  id={`${formId}-name`}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  placeholder={texts.namePlaceholder}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${formId}-name-error` : undefined}
                />
                {nameError && <FormError id={`${formId}-name-error`} message={nameError} />}
              </FileBlock>
              <FileBlock>
                <FileLabel htmlFor={`${formId}-file`}>File</FileLabel>
                <Input
                  ref={fileInput}
                  id={`${formId}-file`}
                  type="file"
                  accept={DIRECTORY_DOCUMENT_ACCEPT}
                  onChange={(event) => void choose(event)}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={`${formId}-hint`}
                />
                <Hint id={`${formId}-hint`}>PDF, JPEG or PNG up to 10MB.</Hint>
                {fileError && (
                  <Alert variant="destructive" title="This file cannot be used">
                    {fileError}
                  </Alert>
                )}
              </FileBlock>
              <UploadProgress progress={progress.progress} label={`Uploading ${file?.name ?? 'document'}`} onCancel={progress.cancel} />
              <FormError message={uploadError} />
              <div>
                <Button type="submit" variant="outline" loading={uploading}>
                  Upload document
                </Button>
              </div>
            </Stack>
          </form>
        </>
      )}
    </ProfileSection>
  );
}
