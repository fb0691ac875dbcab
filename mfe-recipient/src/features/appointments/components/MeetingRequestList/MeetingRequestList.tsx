import { usePortalRead } from '@donation-network/shared-auth';
import styled from 'styled-components';
import { MEETING_REQUEST_STATUS_LABELS } from '@donation-network/shared-rules';
import { Badge, DataState, DetailList, formatDateTime, LinkButton, StackList } from '@donation-network/shared-ui';
import { listMyMeetingRequests, type MyMeetingRequest } from '../../api/meeting-requests';
import { statusVariant } from '../../api/recipient-activity';
import { ItemCard } from '../../../../components/ItemList/ItemList';

export const NO_MEETING_REQUESTS_TEXT = 'You have not requested any meetings yet.';

const Section = styled.section`
  margin-top: 32px;
`;

const Heading = styled.h3`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Times = styled.ul`
  margin: 0;
  padding-left: 18px;
`;

const EmptyBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
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
      <DataState
        result={result}
        loadingLabel="Loading meeting requests..."
        errorFallback="Your meeting requests could not be loaded. Please try again."
        isEmpty={items.length === 0}
        empty={
          <EmptyBox>
            <p>{NO_MEETING_REQUESTS_TEXT}</p>
            <LinkButton to="/recipient/blood-services?tab=executive-talent" variant="outline" size="sm">
              Find a professional
            </LinkButton>
          </EmptyBox>
        }
      >
        {() => (
          <StackList aria-label="Meeting requests">
            {items.map((item) => (
              <ItemCard key={item.id} data-testid="meeting-request">
                <ItemHeader>
                  <h4>
                    Meeting with {item.professional_name}, {item.professional_role}
                  </h4>
                  <Badge variant={statusVariant(item.status)}>{MEETING_REQUEST_STATUS_LABELS[item.status] ?? item.status}</Badge>
                </ItemHeader>
                <RequestDetails item={item} />
              </ItemCard>
            ))}
          </StackList>
        )}
      </DataState>
    </Section>
  );
}
