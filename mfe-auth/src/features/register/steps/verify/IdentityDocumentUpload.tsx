import { useId, useState } from 'react';
import { isUploadCancelled } from '@donation-network/portal-session';
import { Alert, Button, UploadProgress, notify, useUploadProgress } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { useDocumentChoice } from '../../../../lib/use-document-choice';
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
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { file, fileError, inputProps } = useDocumentChoice(() => setUploadError(null));
  const [uploading, setUploading] = useState(false);
  const progress = useUploadProgress();

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
          <FileInput id={inputId} {...inputProps} disabled={uploading} aria-describedby={`${inputId}-hint`} />
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
