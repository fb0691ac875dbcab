import { useState } from 'react';
import type { DocumentReviewStatus } from '@donation-network/shared-rules';
import { Button, notify, formatDateTime } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { reviewDocument, showDocumentInTab, type VerificationDocument } from '../../api/verification-documents';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Opens a document of the private bucket in a new tab (opened at the click, so pop-up blockers let it through). */
async function openDocument(document: VerificationDocument) {
  const tab = window.open('', '_blank');
  if (!tab) {
    notify({
      title: "Couldn't open the document",
      description: 'Allow pop-ups for this site to open documents in a new tab.',
      variant: 'destructive',
    });
    return;
  }
  tab.opener = null;
  try {
    await showDocumentInTab(document.objectPath, tab);
  } catch (error) {
    tab.close();
    notify({ title: "Couldn't open the document", description: friendlyErrorMessage(error), variant: 'destructive' });
  }
}

export interface DocumentReviewProps {
  document: VerificationDocument;
}

/** One uploaded document: name, size, upload time, review status, Open, Approve and Reject. */
export function DocumentReview({ document }: DocumentReviewProps) {
  const [status, setStatus] = useState<DocumentReviewStatus>(document.status);
  const [busy, setBusy] = useState<DocumentReviewStatus | null>(null);

  const review = async (next: DocumentReviewStatus) => {
    setBusy(next);
    try {
      await reviewDocument(document.id, next);
      setStatus(next);
      notify({ title: `Document ${next}`, description: document.fileName, variant: 'success' });
    } catch (error) {
      notify({ title: "Couldn't review the document", description: friendlyErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Row>
      <Name>
        {document.fileName} <StatusBadge status={status} />
        <small>
          {kilobytes(document.sizeBytes)} · uploaded {formatDateTime(document.uploadedAt)}
        </small>
      </Name>
      <Actions>
        <Button size="sm" variant="outline" onClick={() => void openDocument(document)} aria-label={`Open ${document.fileName}`}>
          Open
        </Button>
        {status !== 'approved' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void review('approved')}
            loading={busy === 'approved'}
            disabled={busy !== null}
            aria-label={`Approve ${document.fileName}`}
          >
            Approve
          </Button>
        )}
        {status !== 'rejected' && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void review('rejected')}
            loading={busy === 'rejected'}
            disabled={busy !== null}
            aria-label={`Reject ${document.fileName}`}
          >
            Reject
          </Button>
        )}
      </Actions>
    </Row>
  );
}
