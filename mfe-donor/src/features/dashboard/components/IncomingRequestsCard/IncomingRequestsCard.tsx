import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import { Button, notify, formatDateTime } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { DashboardCard, DashboardList } from '../../../../components/DashboardCard/DashboardCard';
import { declineDonationRequest, fetchIncomingRequests, type DonorStatus, type IncomingRequest } from '../../api/donor-dashboard-api';
import { AcceptRequestDialog } from '../AcceptRequestDialog/AcceptRequestDialog';

export const DECLINE_FALLBACK = 'The request could not be declined. Please try again.';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Info = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface IncomingRequestsCardProps {
  status: DonorStatus;
  /** After an answer: the eligibility, history and notifications may have changed. */
  onAnswered: () => void;
}

/** Pending donation requests addressed to the donor: the hospital and when it was asked, Accept or Decline. */
export function IncomingRequestsCard({ status, onAnswered }: IncomingRequestsCardProps) {
  const requests = usePortalRead({
    queryKey: ['donor', 'incoming-requests', status.donor_record_id],
    read: (signal) => fetchIncomingRequests(status.donor_record_id, signal),
  });
  const [accepting, setAccepting] = useState<IncomingRequest | null>(null);
  const [declining, setDeclining] = useState<string | null>(null);

  const answered = () => {
    requests.retry();
    onAnswered();
  };

  const decline = async (request: IncomingRequest) => {
    setDeclining(request.id);
    try {
      await declineDonationRequest(request.id);
      notify({ title: 'Request declined', description: 'The requester has been told you cannot donate this time.', variant: 'success' });
      answered();
    } catch (error) {
      notify({ title: 'Request not declined', description: friendlyErrorMessage(error, DECLINE_FALLBACK), variant: 'destructive' });
    } finally {
      setDeclining(null);
    }
  };

  return (
    <DashboardCard
      id="donor-requests"
      title="Donation requests"
      description="Recipients ask you through a hospital. They never receive your phone number or e-mail."
    >
      <DashboardList
        read={requests}
        loadingLabel="Loading donation requests"
        emptyText="No donation requests waiting for you."
        label="Pending donation requests"
      >
        {(request) => {
          const hospital = request.hospital;
          const name = hospital ? hospital.name : 'Hospital';
          return (
            <Item key={request.id}>
              <Info>
                <h3>{name}</h3>
                {hospital && (
                  <p>
                    {hospital.address}, {hospital.city}, {hospital.country}
                  </p>
                )}
                <p>Requested {formatDateTime(request.created_at)}</p>
              </Info>
              <Actions>
                <Button size="sm" onClick={() => setAccepting(request)} aria-label={`Accept request at ${name}`}>
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  loading={declining === request.id}
                  onClick={() => decline(request)}
                  aria-label={`Decline request at ${name}`}
                >
                  Decline
                </Button>
              </Actions>
            </Item>
          );
        }}
      </DashboardList>
      <AcceptRequestDialog
        request={accepting}
        nextEligibleDate={status.next_eligible_date}
        onClose={() => setAccepting(null)}
        onAccepted={() => {
          setAccepting(null);
          answered();
        }}
      />
    </DashboardCard>
  );
}
