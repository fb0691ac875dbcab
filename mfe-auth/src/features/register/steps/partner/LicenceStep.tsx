import { useId, useRef, useState } from 'react';
import { isUploadCancelled } from '@donation-network/portal-session';
import { Alert, Button, FormError, Stack, UploadProgress, notify, useUploadProgress } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { useDocumentChoice } from '../../../../lib/use-document-choice';
import { uploadVerificationDocument } from '../../api/registration-api';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { attachLicenceDocument } from './organisation-api';

export const DOCUMENT_REQUIRED_TITLE = 'Document Required';
export const LICENCE_REQUIRED_DESCRIPTION = 'Please upload your licence document.';
export const VERIFICATION_INITIATED_TITLE = 'Document Verification Initiated';
export const VERIFICATION_INITIATED_DESCRIPTION = 'Your licence document has been submitted for review.';
export const LICENCE_UPLOAD_FALLBACK = 'Your licence document could not be uploaded. Please try again.';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled(Note)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Partner step 3 (Verify): the licence document, kept for an administrator's review. */
export function LicenceStep({ userId, data, next, back }: WizardStepProps) {
  const inputId = useId();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { file, fileError, inputProps } = useDocumentChoice(() => setSubmitError(null));
  const [busy, setBusy] = useState(false);
  // The upload already recorded for this file: a retry after a failed attach does not upload it twice.
  const uploaded = useRef<{ file: File; objectPath: string } | null>(null);
  const progress = useUploadProgress();

  const submit = async () => {
    // A resumed draft whose licence is already uploaded may continue without a new file.
    if (!file && !data.licenceDocumentName) {
      notify({ title: DOCUMENT_REQUIRED_TITLE, description: LICENCE_REQUIRED_DESCRIPTION, variant: 'destructive' });
      return;
    }
    setBusy(true);
    setSubmitError(null);
    try {
      if (!file) return await next();
      if (uploaded.current?.file !== file) {
        try {
          const document = await uploadVerificationDocument(userId, 'licence', file, progress.start());
          uploaded.current = { file, objectPath: document.object_path };
        } finally {
          progress.finish();
        }
      }
      await attachLicenceDocument(userId, uploaded.current.objectPath);
      notify({ title: VERIFICATION_INITIATED_TITLE, description: VERIFICATION_INITIATED_DESCRIPTION, variant: 'success' });
      await next({ licenceDocumentName: file.name });
    } catch (error) {
      if (!isUploadCancelled(error)) setSubmitError(friendlyErrorMessage(error, LICENCE_UPLOAD_FALLBACK));
      setBusy(false);
    }
  };

  const describedBy = fileError ? `${inputId}-error` : `${inputId}-help`;
  return (
    <Stack gap={16}>
      <Field>
        <Label htmlFor={inputId}>Licence document</Label>
        <input id={inputId} {...inputProps} disabled={busy} aria-describedby={describedBy} />
        {fileError ? (
          <ErrorText id={`${inputId}-error`} role="alert">
            {fileError}
          </ErrorText>
        ) : (
          <Note id={`${inputId}-help`}>
            {data.licenceDocumentName && !file ? `Uploaded: ${data.licenceDocumentName}. ` : ''}A JPEG, PNG or PDF file of at most 5 MB.
          </Note>
        )}
      </Field>
      <Alert title="Pending verification">
        Your account stays pending until an administrator verifies your organisation. You can publish listings only after that.
      </Alert>
      <UploadProgress progress={progress.progress} label={`Uploading ${file?.name ?? 'licence document'}`} onCancel={progress.cancel} />
      <FormError message={submitError} />
      <Stack direction="row" gap={12} justify="space-between">
        <Button variant="outline" onClick={back} disabled={busy}>
          Back
        </Button>
        <Button onClick={submit} loading={busy}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}
