import { useState } from 'react';
import { Badge, DetailList, notify, formatDate } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { setDonorAvailability, type DonorStatus } from '../../api/donor-dashboard-api';
import { DashboardCard } from '../../../../components/DashboardCard/DashboardCard';

export const AVAILABILITY_FALLBACK = 'Your availability could not be changed. Please try again.';

const SwitchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
`;

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  padding: 0;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  border-radius: 999px;
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surfaceMuted)};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '23px' : '3px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: left 150ms ease-out;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const SwitchLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DonorEligibilityCardProps {
  status: DonorStatus;
  /** Called after the availability changed on the server. */
  onChanged: () => void;
}

/** When the donor may give again (country and sex decide the interval) and the availability switch. */
export function DonorEligibilityCard({ status, onChanged }: DonorEligibilityCardProps) {
  const [saving, setSaving] = useState(false);

  const toggle = async () => {
    setSaving(true);
    try {
      const next = !status.is_available;
      await setDonorAvailability(next);
      notify({
        title: next ? 'You are available' : 'You are unavailable',
        description: next ? 'Recipients can request you again.' : 'Recipients cannot request you until you switch this back on.',
        variant: 'success',
      });
      onChanged();
    } catch (error) {
      notify({
        title: 'Availability not changed',
        description: friendlyErrorMessage(error, AVAILABILITY_FALLBACK),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DashboardCard
      id="donor-eligibility"
      title="Your eligibility"
      description={
        status.is_eligible ? <Badge variant="success">Eligible to donate</Badge> : <Badge variant="warning">Not eligible yet</Badge>
      }
    >
      <DetailList>
        <dt>Next eligible date</dt>
        <dd>{status.next_eligible_date ? formatDate(status.next_eligible_date) : 'Now: you have no recorded donation'}</dd>
        <dt>Last donation</dt>
        <dd>{status.last_donation_date ? formatDate(status.last_donation_date) : 'None recorded'}</dd>
        <dt>Minimum interval</dt>
        <dd>{status.interval_days} days between whole-blood donations</dd>
        <dt>Blood group</dt>
        <dd>{status.blood_group}</dd>
        <dt>Phone</dt>
        <dd>{status.phone}</dd>
      </DetailList>
      <SwitchRow>
        <Track
          type="button"
          role="switch"
          aria-checked={status.is_available}
          aria-labelledby="donor-availability-label"
          $on={status.is_available}
          disabled={saving}
          onClick={toggle}
        />
        <SwitchLabel id="donor-availability-label">Available for donation requests</SwitchLabel>
      </SwitchRow>
      <Muted>
        {status.is_available
          ? 'Recipients can find you in the marketplace (without your name or contact details) and request you.'
          : 'You are hidden from new requests.'}
      </Muted>
    </DashboardCard>
  );
}
