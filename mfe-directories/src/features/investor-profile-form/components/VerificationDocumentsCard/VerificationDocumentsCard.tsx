import { useId, useRef, useState, type FormEvent } from 'react';
import { DIRECTORY_DOCUMENTS_BUCKET, DIRECTORY_DOCUMENT_TYPES, directoryDocumentFileError, investorDocumentNameError } from 'shared-rules';
import {
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
import styled from 'styled-components';
import { openStoredFile } from '../../../../lib/open-stored-file';
import { listOwnVerificationDocuments, uploadVerificationDocument, type OwnVerificationDocument } from '../../api/own-investor-profile';

const UPLOAD_FALLBACK = 'Your document could not be uploaded. Please try again.';
const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', ...DIRECTORY_DOCUMENT_TYPES].join(',');

const DocumentRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Input = styled.input`
  width: 100%;
  max-width: 100%;
  min-width: 0;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function DocumentRow({ document }: { document: OwnVerificationDocument }) {
  return (
    <li>
      <span>{document.name}</span>
      {document.object_path ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Open ${document.name}`}
          onClick={() => void openStoredFile(DIRECTORY_DOCUMENTS_BUCKET, document.object_path as string)}
        >
          Open
        </Button>
      ) : (
        document.url && (
          <LinkButton to={document.url} external variant="outline" size="sm" aria-label={`Open ${document.name}`}>
            Open
          </LinkButton>
        )
      )}
    </li>
  );
}

export interface VerificationDocumentsCardProps {
  userId: string;
  /** The saved profile's id; null until the profile is saved for the first time. */
  profileId: string | null;
}

/** The investor's verification documents: the list, and an upload (PDF, JPEG or PNG up to 10 MB) to the private bucket. */
export function VerificationDocumentsCard({ userId, profileId }: VerificationDocumentsCardProps) {
  const nameId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const documents = useAsyncData((signal) => listOwnVerificationDocuments(profileId ?? '', signal), [profileId], {
    enabled: profileId !== null,
  });

  const pick = (picked: File | null) => {
    setFile(picked);
    setProblem(picked ? directoryDocumentFileError(picked) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!profileId) return;
    const refusal = investorDocumentNameError(name) ?? (file ? directoryDocumentFileError(file) : 'Choose a file to upload');
    setProblem(refusal);
    if (refusal || !file) return;
    setUploading(true);
    try {
      await uploadVerificationDocument({ userId, profileId, name, file });
      notify({ title: 'Document uploaded', description: name.trim(), variant: 'success' });
      setName('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      documents.retry();
    } catch (error) {
      setProblem(friendlyErrorMessage(error, UPLOAD_FALLBACK));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Verification Documents</CardTitle>
        <CardDescription>Signed-in members can open these from your profile.</CardDescription>
      </CardHeader>
      <CardContent>
        {!profileId ? (
          <Hint>Save your profile first, then upload your verification documents here.</Hint>
        ) : (
          <Stack gap={16}>
            <DataState
              result={documents}
              loadingLabel="Loading documents..."
              compact
              isEmpty={documents.data?.length === 0}
              emptyText="No verification documents uploaded yet."
            >
              {() => (
                <DocumentRows aria-label="Your verification documents">
                  {(documents.data ?? []).map((document) => (
                    <DocumentRow key={document.id} document={document} />
                  ))}
                </DocumentRows>
              )}
            </DataState>
            <form onSubmit={submit} noValidate aria-label="Upload a verification document">
              <Stack gap={12}>
                <Stack gap={6}>
                  <Label htmlFor={nameId}>Document name</Label>
                  <Input
                    id={nameId}
                    value={name}
                    maxLength={200}
                    placeholder="e.g. Accredited investor letter"
                    onChange={(event) => setName(event.target.value)}
                  />
                </Stack>
                <Stack gap={6}>
                  <Label htmlFor={fileId}>File</Label>
                  <Input
                    ref={fileInput}
                    id={fileId}
                    type="file"
                    accept={ACCEPT}
                    onChange={(event) => pick(event.target.files?.[0] ?? null)}
                  />
                  <Hint>PDF, JPEG or PNG, up to 10 MB.</Hint>
                </Stack>
                <FormError message={problem} />
                <div>
                  <Button type="submit" loading={uploading}>
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
