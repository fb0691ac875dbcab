import type { PortalRead } from '@donation-network/portal-session';
import { Badge, type BadgeVariant, formatDateTime, formatDate } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { DashboardCard, DashboardList } from '../../../../components/DashboardCard/DashboardCard';
import type { DonorAppointment } from '../../api/donor-dashboard-api';

const STATUS: Record<DonorAppointment['status'], { label: string; variant: BadgeVariant }> = {
  requested: { label: 'Awaiting hospital', variant: 'secondary' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  completed: { label: 'Donated', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  &:last-child {
    border-bottom: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface DonationHistoryCardProps {
  appointments: PortalRead<DonorAppointment[]>;
  lastDonationDate: string | null;
}

/** Upcoming donation appointments and past donations (completed appointments, else the recorded last donation). */
export function DonationHistoryCard({ appointments, lastDonationDate }: DonationHistoryCardProps) {
  const rows = appointments.data ?? [];
  const hasCompleted = rows.some((row) => row.status === 'completed');
  return (
    <DashboardCard
      id="donor-history"
      title="Donations"
      description={lastDonationDate && !hasCompleted && <>Last recorded donation: {formatDate(lastDonationDate)}</>}
    >
      <DashboardList
        read={appointments}
        loadingLabel="Loading your donations"
        emptyText="No donation appointments yet. When you accept a request, the appointment appears here."
        label="Donation appointments"
        gap={8}
      >
        {(row) => (
          <Item key={row.id}>
            <div>
              <strong>{row.hospital ? `${row.hospital.name}, ${row.hospital.city}` : 'Hospital'}</strong>
              <br />
              <span>{formatDateTime(row.scheduled_at)}</span>
            </div>
            <Badge variant={STATUS[row.status].variant}>{STATUS[row.status].label}</Badge>
          </Item>
        )}
      </DashboardList>
    </DashboardCard>
  );
}
