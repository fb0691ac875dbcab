import { useId, useState, type ChangeEvent } from 'react';
import { isUploadCancelled } from '@donation-network/shared-auth';
import { VERIFICATION_DOCUMENT_ACCEPT, fileSignatureError, verificationDocumentError } from '@donation-network/shared-rules';
import { Alert, Button, UploadProgress, notify, useUploadProgress } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { uploadVerificationDocument } from '../../api/registration-api';
import { FileInput, Hint, Label, Section, SectionTitle } from './verify-styles';

export const DOCUMENT_REQUIRED_TITLE = 'Document Required';
export const DOCUMENT_REQUIRED_DESCRIPTION = 'Please upload an identification document.';
export const DOCUMENT_UPLOADED_TITLE = 'Document Verification Initiated';
export const DOCUMENT_UPLOADED_DESCRIPTION = 'Your document was uploaded and is pending review.';
const UPLOAD_FAILED_TITLE = 'Upload Failed';

export interface IdentityDocumentUploadProps {
  userId: string;
  /** The file name of the document already uploaded, if any. */
  uploadedName?: string;
  uploaded: boolean;
  /** Records the upload in the draft. */
  onUploaded: (fileName: string) => Promise<void>;
}

/**
 * An identity document (JPEG, PNG or PDF, at most 5 MB) for an administrator to review;
 * uploading it completes this part of the step, the review itself comes later.
 */
export function IdentityDocumentUpload({ userId, uploadedName, uploaded, onUploaded }: IdentityDocumentUploadProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const progress = useUploadProgress();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const picked = input.files?.[0] ?? null;
    const problem = picked && verificationDocumentError(picked);
    setFileError(problem);
    setUploadError(null);
    setFile(problem ? null : picked);
    if (!picked || problem) return;
    // its bytes must be what its type says (a text file renamed fake.png is not an image)
    const contents = await fileSignatureError(picked);
    if (contents && input.files?.[0] === picked) {
      setFileError(contents);
      setFile(null);
    }
  };

  const upload = async () => {
    if (!file) {
      notify({ title: DOCUMENT_REQUIRED_TITLE, description: DOCUMENT_REQUIRED_DESCRIPTION, variant: 'destructive' });
      return;
    }
    setUploadError(null);
    setUploading(true);
    try {
      const recorded = await uploadVerificationDocument(userId, 'identity', file, progress.start());
      notify({ title: DOCUMENT_UPLOADED_TITLE, description: DOCUMENT_UPLOADED_DESCRIPTION, variant: 'success' });
      await onUploaded(recorded.file_name);
    } catch (reason) {
      if (isUploadCancelled(reason)) return;
      const message = friendlyErrorMessage(reason);
      setUploadError(message);
      notify({ title: UPLOAD_FAILED_TITLE, description: message, variant: 'destructive' });
    } finally {
      progress.finish();
      setUploading(false);
    }
  };

  return (
    <Section aria-labelledby={`${inputId}-title`}>
      <SectionTitle id={`${inputId}-title`}>Verify your identity</SectionTitle>
      {uploaded ? (
        <Alert variant="info" title="Pending review">
          {uploadedName
            ? `${uploadedName} was uploaded and is waiting for an administrator's review.`
            : "Your document is waiting for an administrator's review."}
        </Alert>
      ) : (
        <>
          <Label htmlFor={inputId}>Identification document (passport, driving licence or national ID)</Label>
          <FileInput
            id={inputId}
            type="file"
            accept={VERIFICATION_DOCUMENT_ACCEPT}
            onChange={(event) => void choose(event)}
            disabled={uploading}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${inputId}-hint`}
          />
          <Hint id={`${inputId}-hint`}>JPEG, PNG or PDF. Max. 5MB</Hint>
          {fileError && (
            <Alert variant="destructive" title="This file cannot be used">
              {fileError}
            </Alert>
          )}
          {uploadError && (
            <Alert variant="destructive" title={UPLOAD_FAILED_TITLE}>
              {uploadError}
            </Alert>
          )}
          <UploadProgress progress={progress.progress} label={`Uploading ${file?.name ?? 'document'}`} onCancel={progress.cancel} />
          <div>
            <Button onClick={upload} loading={uploading} disabled={Boolean(fileError)}>
              Upload document
            </Button>
          </div>
        </>
      )}
    </Section>
  );
}
