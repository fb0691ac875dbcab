import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import styled from 'styled-components';
import { confirmableTimes, MEETING_REQUEST_STATUS_LABELS, meetingAnswerRefusal, meetingConfirmError } from '@donation-network/shared-rules';
import { Alert, Button, DetailList, formatDateTime, notify, type BadgeVariant } from '@donation-network/shared-ui';
import { confirmMeetingRequest, declineMeetingRequest, listMeetingRequests, type MeetingRequestItem } from '../../api/meeting-requests';
import { AnswerDialog, useInboxAnswer } from '../InboxAnswer/InboxAnswer';
import { InboxCard, InboxList, InboxSection, SenderContact, TypedText, UNNAMED_MEMBER } from '../InboxSection/InboxSection';

export const MEETING_ANSWER_FALLBACK = 'The meeting request could not be answered. Please try again.';
export const NO_MEETING_REQUESTS_TEXT = 'No meeting requests yet.';

const Times = styled.ul`
  margin: 0;
  padding-left: 18px;
`;

const TimeChoices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }

  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

function statusVariant(status: string): BadgeVariant {
  if (status === 'requested') return 'warning';
  if (status === 'confirmed') return 'success';
  if (status === 'declined') return 'danger';
  return 'secondary';
}

const titleOf = (item: MeetingRequestItem) => `${item.requester_name ?? UNNAMED_MEMBER} to meet ${item.professional_name}`;

function RequestDetails({ item }: { item: MeetingRequestItem }) {
  return (
    <DetailList>
      <dt>Requested by</dt>
      <dd>
        <SenderContact name={item.requester_name} email={item.requester_email} />
      </dd>
      <dt>Professional</dt>
      <dd>
        {item.professional_name}, {item.professional_role}
      </dd>
      <dt>Proposed times</dt>
      <dd>
        <Times>
          {item.proposed_times.map((time) => (
            <li key={time}>{formatDateTime(time)}</li>
          ))}
        </Times>
      </dd>
      {item.confirmed_time && (
        <>
          <dt>Confirmed for</dt>
          <dd>{formatDateTime(item.confirmed_time)}</dd>
        </>
      )}
      <dt>Received</dt>
      <dd>{formatDateTime(item.created_at)}</dd>
      <dt>Message</dt>
      <dd>
        <TypedText>{item.message}</TypedText>
      </dd>
    </DetailList>
  );
}

/**
 * The partner dashboard's meeting requests: what recipients asked of the professionals the partner
 * lists. A requested one is confirmed for one of its proposed future times or declined; the
 * requester is notified either way (confirm_meeting_request / decline_meeting_request).
 */
export function MeetingRequestsCard() {
  const result = usePortalRead({ queryKey: ['partner', 'meeting-requests'], read: listMeetingRequests });
  const [confirming, setConfirming] = useState<MeetingRequestItem | null>(null);
  const [declining, setDeclining] = useState<MeetingRequestItem | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const choices = confirming ? confirmableTimes(confirming.proposed_times) : [];

  const close = () => {
    setConfirming(null);
    setDeclining(null);
    setChosenTime(null);
  };
  const { busy, answer } = useInboxAnswer({
    read: result,
    close,
    notified: 'The requester has been notified.',
    fallback: MEETING_ANSWER_FALLBACK,
  });

  const confirm = () => {
    if (!confirming) return;
    const refusal = meetingConfirmError({ status: confirming.status, proposedTimes: confirming.proposed_times }, chosenTime);
    if (refusal) {
      notify({ title: 'Error', description: refusal, variant: 'destructive' });
      return;
    }
    const request = confirming;
    void answer(() => confirmMeetingRequest(request.id, chosenTime as string), 'Meeting confirmed');
  };

  return (
    <InboxSection
      id="meeting-requests"
      title="Meeting requests"
      intro="Recipients who asked to meet the professionals you list. Confirm one of the proposed times or decline."
    >
      <InboxList result={result} label="Meeting requests" loadingLabel="Loading meeting requests" emptyText={NO_MEETING_REQUESTS_TEXT}>
        {(item) => {
          const title = titleOf(item);
          return (
            <InboxCard
              key={item.id}
              data-testid="meeting-request"
              title={title}
              statusLabel={MEETING_REQUEST_STATUS_LABELS[item.status] ?? item.status}
              statusVariant={statusVariant(item.status)}
              actions={
                meetingAnswerRefusal(item.status) === null && (
                  <>
                    <Button size="sm" variant="outline" aria-label={`Decline: ${title}`} onClick={() => setDeclining(item)}>
                      Decline
                    </Button>
                    <Button size="sm" aria-label={`Confirm: ${title}`} onClick={() => setConfirming(item)}>
                      Confirm
                    </Button>
                  </>
                )
              }
            >
              <RequestDetails item={item} />
            </InboxCard>
          );
        }}
      </InboxList>
      <AnswerDialog
        about={confirming && titleOf(confirming)}
        onClose={close}
        title="Confirm meeting"
        keepLabel="Cancel"
        answerLabel="Confirm meeting"
        busy={busy}
        answerDisabled={chosenTime === null}
        onAnswer={confirm}
      >
        {choices.length === 0 ? (
          <Alert variant="warning">Every proposed time has passed. Decline the request so that the requester can propose new times.</Alert>
        ) : (
          <TimeChoices>
            <legend>Meeting time</legend>
            {choices.map((time) => (
              <label key={time}>
                <input type="radio" name="meeting-time" value={time} checked={chosenTime === time} onChange={() => setChosenTime(time)} />
                {formatDateTime(time)}
              </label>
            ))}
          </TimeChoices>
        )}
      </AnswerDialog>
      <AnswerDialog
        about={declining && titleOf(declining)}
        onClose={close}
        title="Decline this meeting request?"
        keepLabel="Keep it"
        answerLabel="Decline request"
        answerVariant="destructive"
        busy={busy}
        onAnswer={() => {
          const request = declining;
          if (request) void answer(() => declineMeetingRequest(request.id), 'Meeting request declined');
        }}
      >
        <Alert variant="warning">The requester will be told that the professional cannot meet at the proposed times.</Alert>
      </AnswerDialog>
    </InboxSection>
  );
}
