import { usePortalRead } from '@donation-network/portal-session';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  DetailList,
  Dialog,
  notify,
  Pagination,
  StackList,
  usePageMeta,
  formatDateTime,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { lastPageOf, useLastPageWhenPastTheEnd } from '../../../../lib/use-last-page';
import { usePageParam } from '../../../../lib/use-page-param';
import {
  ACTIVITY_PAGE_SIZE,
  activityTitle,
  cancelActivity,
  canCancel,
  listRecipientActivity,
  statusLabel,
  statusVariant,
  type RecipientActivity,
} from '../../api/recipient-activity';
import { MeetingRequestList } from '../MeetingRequestList/MeetingRequestList';
import {
  ItemCard,
  ItemHeader,
  ItemListState,
  ItemTitle,
  ListFooter,
  ListHeader,
  ListHeading,
} from '../../../../components/ItemList/ItemList';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const EMPTY_ACTIVITY_TEXT = 'You have no donor requests or appointments yet.';
export const CANCEL_FAILED_MESSAGE = 'This could not be cancelled. Please try again.';

const hospitalOf = (item: RecipientActivity) => [item.hospital_name, item.hospital_city, item.hospital_country].filter(Boolean).join(', ');

function ActivityDetails({ item }: { item: RecipientActivity }) {
  return (
    <DetailList>
      <dt>Hospital</dt>
      <dd>{hospitalOf(item)}</dd>
      <dt>{item.kind === 'donor_request' ? 'Requested on' : 'Booked on'}</dt>
      <dd>{formatDateTime(item.created_at)}</dd>
      {item.kind === 'appointment' && (
        <>
          <dt>Scheduled for</dt>
          <dd>{formatDateTime(item.scheduled_at)}</dd>
        </>
      )}
      {item.kind === 'appointment' && item.provider_name && (
        <>
          <dt>Provider</dt>
          <dd>{item.provider_name}</dd>
        </>
      )}
      {item.blood_group && (
        <>
          <dt>Blood group</dt>
          <dd>{item.blood_group}</dd>
        </>
      )}
      {item.notes && (
        <>
          <dt>Notes</dt>
          <dd>{item.notes}</dd>
        </>
      )}
    </DetailList>
  );
}

/**
 * /recipient/appointments: the user's donor requests and hospital appointments, newest first;
 * open ones can be cancelled. The donor's contact details are never shown (the hospital coordinates).
 */
export function AppointmentsPage() {
  usePageMeta('My Appointments', 'Your donor requests and hospital appointments.');
  const [page, setPage] = usePageParam();
  const replacePage = useCallback((next: number) => setPage(next, { replace: true }), [setPage]);
  const result = useLastPageWhenPastTheEnd(
    usePortalRead({ queryKey: ['recipient', 'recipient-activity', page], read: (signal) => listRecipientActivity(page, signal) }),
    { page, pageSize: ACTIVITY_PAGE_SIZE, totalOf: (data) => data.total, replacePage },
  );
  // statuses changed here since the page loaded (no reload, no flicker)
  const [cancelledHere, setCancelledHere] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<RecipientActivity | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const items = (result.data?.items ?? []).map((item) => (cancelledHere.has(item.id) ? { ...item, status: 'cancelled' } : item));
  const total = result.data?.total ?? 0;
  const pageCount = lastPageOf(total, ACTIVITY_PAGE_SIZE);
  const isRequest = confirming?.kind === 'donor_request';

  const cancel = async (item: RecipientActivity) => {
    setCancelling(true);
    try {
      await cancelActivity(item);
      setCancelledHere((ids) => new Set(ids).add(item.id));
      notify({
        title: item.kind === 'donor_request' ? 'Request cancelled' : 'Appointment cancelled',
        description: item.kind === 'donor_request' ? 'The donor has been told that the request is cancelled.' : undefined,
        variant: 'success',
      });
      setConfirming(null);
    } catch (error) {
      notify({ title: 'Error', description: friendlyErrorMessage(error, CANCEL_FAILED_MESSAGE), variant: 'destructive' });
      setConfirming(null);
      // the status may have moved on elsewhere (e.g. the donor declined): show the current one
      result.retry();
    } finally {
      setCancelling(false);
    }
  };

  return (
    <section aria-labelledby="my-appointments">
      <ListHeader>
        <ListHeading id="my-appointments">My Appointments</ListHeading>
      </ListHeader>
      <ItemListState
        result={result}
        noun="appointments"
        isEmpty={total === 0}
        emptyText={EMPTY_ACTIVITY_TEXT}
        emptyLink={{ to: '/recipient/blood-services', label: 'Find a donor' }}
      >
        {() => (
          <>
            <StackList aria-label="Donor requests and appointments">
              {items.map((item) => {
                const title = activityTitle(item);
                return (
                  <ItemCard key={`${item.kind}:${item.id}`} data-testid="activity">
                    <ItemHeader>
                      <ItemTitle>{title}</ItemTitle>
                      <Badge variant={statusVariant(item.status)}>{statusLabel(item.status)}</Badge>
                    </ItemHeader>
                    <ActivityDetails item={item} />
                    {canCancel(item) && (
                      <Actions>
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          aria-label={`Cancel ${title}`}
                          onClick={() => setConfirming(item)}
                        >
                          Cancel
                        </Button>
                      </Actions>
                    )}
                  </ItemCard>
                );
              })}
            </StackList>
            <ListFooter>
              <span>
                Showing {items.length} of {total}
              </span>
              <Pagination page={page} pageCount={pageCount} onPageChange={setPage} aria-label="Appointment pages" />
            </ListFooter>
          </>
        )}
      </ItemListState>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={isRequest ? 'Cancel this donor request?' : 'Cancel this appointment?'}
        description={confirming ? `${activityTitle(confirming)} at ${confirming.hospital_name}` : undefined}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
            <Button type="button" variant="destructive" loading={cancelling} onClick={() => confirming && void cancel(confirming)}>
              {isRequest ? 'Cancel request' : 'Cancel appointment'}
            </Button>
          </>
        }
      >
        <Alert variant="warning">
          {isRequest
            ? 'The donor will be told that you no longer need this donation. This cannot be undone.'
            : 'The appointment will be cancelled. This cannot be undone.'}
        </Alert>
      </Dialog>
      <MeetingRequestList />
    </section>
  );
}
