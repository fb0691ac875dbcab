import { usePortalRead } from '@donation-network/portal-session';
import { Fragment, useEffect, useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  DataState,
  DetailList,
  Stack,
  VisuallyHidden,
  notify,
  formatDateTime,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import {
  PROFILE_CHANGES_BATCH_SIZE,
  approveProfileChange,
  fetchPendingProfileChanges,
  rejectProfileChange,
  type FieldChange,
  type PendingProfileChange,
  type PendingProfileChangeBatch,
} from '../../api/profile-changes';
import { orDash } from '../../../../lib/format';
import { AdminPage } from '../../../../components/AdminPage/AdminPage';
import { RejectChangeDialog } from '../RejectChangeDialog/RejectChangeDialog';

export const PROFILE_CHANGES_HEADING = 'Pending profile changes';

const Before = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const QueueSize = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const After = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function ChangeValue({ change }: { change: FieldChange }) {
  return (
    <>
      <Before>{orDash(change.before)}</Before> <span aria-hidden="true">→</span>
      <VisuallyHidden> changes to </VisuallyHidden> <After>{change.after === null ? 'cleared' : change.after}</After>
    </>
  );
}

const nameOf = (request: PendingProfileChange) => request.userName || 'Unnamed user';

function ProfileChanges() {
  const requests = usePortalRead({ queryKey: ['admin', 'pending-profile-changes'], read: (signal) => fetchPendingProfileChanges(signal) });
  // What was reviewed hides only from the batch it was reviewed in: a fresh batch shows whatever the
  // server still holds pending, so the refill below can never keep fetching the same requests.
  const [reviewed, setReviewed] = useState<{ of: PendingProfileChangeBatch | undefined; ids: ReadonlySet<string> }>({
    of: undefined,
    ids: new Set(),
  });
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PendingProfileChange | null>(null);
  const batch = requests.data?.items ?? [];
  const reviewedHere = reviewed.of === requests.data ? reviewed.ids : new Set<string>();
  const open = batch.filter((request) => !reviewedHere.has(request.id));
  const waiting = (requests.data?.total ?? 0) - (batch.length - open.length);
  // The screen holds the oldest requests; once they are all reviewed, the next ones are fetched.
  const batchReviewed = requests.status === 'success' && open.length === 0 && batch.length === PROFILE_CHANGES_BATCH_SIZE && waiting > 0;
  const { retry } = requests;
  useEffect(() => {
    if (batchReviewed) retry();
  }, [batchReviewed, retry]);

  const markReviewed = (id: string) => {
    const of = requests.data;
    setReviewed((done) => ({ of, ids: new Set(done.of === of ? done.ids : []).add(id) }));
  };

  const approve = async (request: PendingProfileChange) => {
    setApproving(request.id);
    try {
      await approveProfileChange(request.id);
      markReviewed(request.id);
      notify({ title: 'Change approved', description: `${nameOf(request)}'s profile is updated.`, variant: 'success' });
    } catch (error) {
      notify({ title: "Couldn't approve the change", description: friendlyErrorMessage(error), variant: 'destructive' });
    } finally {
      setApproving(null);
    }
  };

  const reject = async (request: PendingProfileChange, note: string) => {
    try {
      await rejectProfileChange(request.id, note);
    } catch (error) {
      notify({ title: "Couldn't reject the change", description: friendlyErrorMessage(error), variant: 'destructive' });
      throw error;
    }
    markReviewed(request.id);
    setRejecting(null);
    notify({ title: 'Change rejected', description: `${nameOf(request)} can read your note.`, variant: 'success' });
  };

  return (
    <DataState
      result={requests}
      loadingLabel="Loading profile changes"
      errorTitle="Couldn't load the profile changes"
      isEmpty={open.length === 0}
      emptyText="No profile changes are waiting for review."
    >
      <Stack gap={16}>
        {waiting > open.length && (
          <QueueSize>
            Showing the oldest {open.length} of {waiting} waiting requests; the next ones appear when these are reviewed.
          </QueueSize>
        )}
        {open.map((request) => (
          <Card key={request.id} as="article" aria-labelledby={`change-${request.id}`}>
            <CardHeader>
              <CardTitle as="h2" id={`change-${request.id}`}>
                {nameOf(request)}
              </CardTitle>
              <CardDescription>Requested {formatDateTime(request.submittedAt)}</CardDescription>
            </CardHeader>
            <CardContent>
              <DetailList>
                {request.changes.map((change) => (
                  <Fragment key={change.field}>
                    <dt>{change.label}</dt>
                    <dd>
                      <ChangeValue change={change} />
                    </dd>
                  </Fragment>
                ))}
              </DetailList>
            </CardContent>
            <CardFooter>
              <Button
                onClick={() => void approve(request)}
                loading={approving === request.id}
                disabled={approving !== null}
                aria-label={`Approve ${nameOf(request)}'s change`}
              >
                Approve
              </Button>
              <Button variant="outline" onClick={() => setRejecting(request)} aria-label={`Reject ${nameOf(request)}'s change`}>
                Reject
              </Button>
            </CardFooter>
          </Card>
        ))}
      </Stack>
      {rejecting && (
        <RejectChangeDialog
          open
          userName={nameOf(rejecting)}
          onCancel={() => setRejecting(null)}
          onReject={(note) => reject(rejecting, note)}
        />
      )}
    </DataState>
  );
}

/** /admin/profile-changes: personal-detail changes users asked for, approved or rejected (with a reason) by an admin. */
export function ProfileChangesPage() {
  return (
    <AdminPage title={PROFILE_CHANGES_HEADING} subtitle="Approve or reject the personal details users asked to change.">
      <ProfileChanges />
    </AdminPage>
  );
}
