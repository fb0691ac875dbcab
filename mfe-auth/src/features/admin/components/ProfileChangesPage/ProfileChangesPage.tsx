import { Fragment, useState } from 'react';
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
  friendlyErrorMessage,
  notify,
  useAsyncData,
} from 'shared-ui';
import styled from 'styled-components';
import {
  approveProfileChange,
  fetchPendingProfileChanges,
  rejectProfileChange,
  type FieldChange,
  type PendingProfileChange,
} from '../../api/profile-changes';
import { formatDateTime, orDash } from '../../format';
import { AdminPage } from '../AdminPage/AdminPage';
import { RejectChangeDialog } from '../RejectChangeDialog/RejectChangeDialog';

export const PROFILE_CHANGES_HEADING = 'Pending profile changes';

const Before = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
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
  const requests = useAsyncData((signal) => fetchPendingProfileChanges(signal), []);
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PendingProfileChange | null>(null);
  const open = (requests.data ?? []).filter((request) => !reviewed.has(request.id));

  const markReviewed = (id: string) => setReviewed((done) => new Set(done).add(id));

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
