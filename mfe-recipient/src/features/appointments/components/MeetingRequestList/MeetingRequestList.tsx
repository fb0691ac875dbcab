import { usePortalRead } from '@donation-network/portal-session';
import styled from 'styled-components';
import { MEETING_REQUEST_STATUS_LABELS } from '@donation-network/shared-rules';
import { Badge, DetailList, formatDateTime, StackList } from '@donation-network/shared-ui';
import { listMyMeetingRequests, type MyMeetingRequest } from '../../api/meeting-requests';
import { statusVariant } from '../../api/recipient-activity';
import { ItemCard, ItemHeader, ItemListState } from '../../../../components/ItemList/ItemList';

export const NO_MEETING_REQUESTS_TEXT = 'You have not requested any meetings yet.';

const Section = styled.section`
  margin-top: 32px;
`;

const Heading = styled.h3`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const RequestTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Times = styled.ul`
  margin: 0;
  padding-left: 18px;
`;

/** What the status means for the requester. */
const STATUS_NOTES: Readonly<Record<string, string>> = {
  requested: 'Waiting for the professional to confirm one of your times.',
  declined: 'The professional cannot meet at these times. You can send a new request from Executive Talent.',
};

function RequestDetails({ item }: { item: MyMeetingRequest }) {
  return (
    <DetailList>
      {item.confirmed_time ? (
        <>
          <dt>Confirmed for</dt>
          <dd>{formatDateTime(item.confirmed_time)}</dd>
        </>
      ) : (
        <>
          <dt>Proposed times</dt>
          <dd>
            <Times>
              {item.proposed_times.map((time) => (
                <li key={time}>{formatDateTime(time)}</li>
              ))}
            </Times>
          </dd>
        </>
      )}
      <dt>Sent on</dt>
      <dd>{formatDateTime(item.created_at)}</dd>
      {STATUS_NOTES[item.status] && (
        <>
          <dt>Status</dt>
          <dd>{STATUS_NOTES[item.status]}</dd>
        </>
      )}
    </DetailList>
  );
}

/** The user's Book Meeting requests on /recipient/appointments, with the answer of the professional's side. */
export function MeetingRequestList() {
  const result = usePortalRead({ queryKey: ['recipient', 'my-meeting-requests'], read: listMyMeetingRequests });
  const items = result.data ?? [];
  return (
    <Section aria-labelledby="my-meeting-requests">
      <Heading id="my-meeting-requests">Meeting requests</Heading>
      <ItemListState
        result={result}
        noun="meeting requests"
        isEmpty={items.length === 0}
        emptyText={NO_MEETING_REQUESTS_TEXT}
        emptyLink={{ to: '/recipient/blood-services?tab=executive-talent', label: 'Find a professional' }}
      >
        {() => (
          <StackList aria-label="Meeting requests">
            {items.map((item) => (
              <ItemCard key={item.id} data-testid="meeting-request">
                <ItemHeader>
                  <RequestTitle>
                    Meeting with {item.professional_name}, {item.professional_role}
                  </RequestTitle>
                  <Badge variant={statusVariant(item.status)}>{MEETING_REQUEST_STATUS_LABELS[item.status] ?? item.status}</Badge>
                </ItemHeader>
                <RequestDetails item={item} />
              </ItemCard>
            ))}
          </StackList>
        )}
      </ItemListState>
    </Section>
  );
}
