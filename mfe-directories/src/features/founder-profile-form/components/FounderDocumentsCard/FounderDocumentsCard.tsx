import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { DIRECTORY_DOCUMENTS_BUCKET, DIRECTORY_DOCUMENT_ACCEPT, charLength, directoryDocumentFileError, trimUnicode } from 'shared-rules';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DataState,
  FormError,
  LinkButton,
  Stack,
  friendlyErrorMessage,
  notify,
  useAsyncData,
} from 'shared-ui';
import { openStoredFile } from '../../../../lib/open-stored-file';
import {
  addFounderDocument,
  listOwnFounderDocuments,
  removeFounderDocument,
  type OwnFounderDocument,
} from '../../api/founder-profile-form-api';
import { FileBlock, FileLabel, Hint, Input } from '../file-field-styles';

export const DOCUMENT_NAME_MESSAGE = 'Document name must be 1 to 200 characters';
export const DOCUMENT_FILE_REQUIRED = 'Choose a file to upload';

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

function DocumentRows({ documents, onRemoved }: { documents: OwnFounderDocument[]; onRemoved: () => void }) {
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (document: OwnFounderDocument) => {
    setRemoving(document.id);
    try {
      await removeFounderDocument(document);
      notify({ title: 'Document removed', description: document.name, variant: 'success' });
      onRemoved();
    } catch (error) {
      notify({ title: "Couldn't remove the document", description: friendlyErrorMessage(error), variant: 'destructive' });
    } finally {
      setRemoving(null);
    }
  };
  if (documents.length === 0) return <Hint>No documents available.</Hint>;
  return (
    <Rows aria-label="Your documents">
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
              onClick={() => void remove(document)}
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
 * The founder's documents (Documents tab of the public profile, signed-in users only): a
 * name and a PDF, JPEG or PNG file up to 10 MB each. Needs the saved profile.
 */
export function FounderDocumentsCard({ userId, profileId }: { userId: string; profileId: string | null }) {
  const formId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const result = useAsyncData((signal) => listOwnFounderDocuments(profileId ?? '', signal), [profileId], { enabled: Boolean(profileId) });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    const problem = picked && directoryDocumentFileError(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
    if (problem) event.target.value = '';
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!profileId) return;
    const cleanName = trimUnicode(name);
    const badName = cleanName.length === 0 || charLength(name) > 200 ? DOCUMENT_NAME_MESSAGE : null;
    setNameError(badName);
    if (!file) setFileError((current) => current ?? DOCUMENT_FILE_REQUIRED);
    if (badName || !file) return;
    setUploadError(null);
    setUploading(true);
    try {
      await addFounderDocument(userId, profileId, cleanName, file);
      notify({ title: 'Document uploaded', description: cleanName, variant: 'success' });
      setName('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      result.retry();
    } catch (error) {
      setUploadError(friendlyErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Documents</CardTitle>
        <CardDescription>Shown to signed-in users on your profile&apos;s Documents tab.</CardDescription>
      </CardHeader>
      <CardContent>
        {!profileId ? (
          <Hint>Save your profile first, then add documents.</Hint>
        ) : (
          <Stack gap={16}>
            <DataState result={result} loadingLabel="Loading documents..." compact>
              {() => <DocumentRows documents={result.data ?? []} onRemoved={result.retry} />}
            </DataState>
            <form onSubmit={upload} noValidate aria-label="Add a document">
              <Stack gap={12}>
                <FileBlock>
                  <FileLabel htmlFor={`${formId}-name`}>Document name</FileLabel>
                  <Input
                    id={`${formId}-name`}
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    placeholder="e.g. Financial summary 2026"
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
                    onChange={choose}
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
                <FormError message={uploadError} />
                <div>
                  <Button type="submit" variant="outline" loading={uploading}>
                    Upload document
                  </Button>
                </div>
              </Stack>
            </form>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
