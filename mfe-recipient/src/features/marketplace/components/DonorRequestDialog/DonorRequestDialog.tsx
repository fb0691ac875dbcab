import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, DetailList, Dialog, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import type { BloodServiceListing } from '../../api/blood-services';
import type { Hospital } from '../../api/hospitals';
import { requestDonor, type DonorRequest } from '../../api/request-donor';
import { HospitalPickerDialog, hospitalLocation } from '../HospitalPickerDialog/HospitalPickerDialog';

const List = styled(DetailList)`
  margin-bottom: 16px;
`;

const HospitalBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px;
  margin-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const HospitalText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SectionTitle = styled.h3`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const REQUEST_FAILED_MESSAGE = 'The request could not be sent. Please try again.';

export interface DonorRequestDialogProps {
  /** The individual-donor listing to request, or null when closed. */
  donor: BloodServiceListing | null;
  onClose: () => void;
  /** After the request was sent (the row then shows it as requested). */
  onRequested?: (request: DonorRequest) => void;
}

/** 'Request Blood Donation': pick a hospital, then ask the donor to donate there. */
export function DonorRequestDialog({ donor, onClose, onRequested }: DonorRequestDialogProps) {
  const [hospital, setHospital] = useState<Hospital | null>(null);
  const [picking, setPicking] = useState(false);
  const [pending, setPending] = useState(false);

  if (!donor) return null;

  const close = () => {
    setHospital(null);
    setPicking(false);
    onClose();
  };

  const submit = async () => {
    if (!hospital) {
      notify({ title: 'Hospital Required', description: 'Please select a hospital for the donation', variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const request = await requestDonor(donor.id, hospital.id);
      onRequested?.(request);
      notify({
        title: 'Request Sent Successfully',
        description: `The donor has been notified. ${hospital.name} will coordinate the donation appointment.`,
        variant: 'success',
      });
      close();
    } catch (error) {
      notify({
        title: 'Error',
        description: friendlyErrorMessage(error, REQUEST_FAILED_MESSAGE),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  if (picking) {
    // the picker replaces the request dialog while open (one modal at a time)
    return (
      <HospitalPickerDialog
        open
        onClose={() => setPicking(false)}
        onSelect={(chosen) => {
          setHospital(chosen);
          setPicking(false);
        }}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      title="Request Blood Donation"
      description="Ask this donor to donate at a hospital of your choice."
      footer={
        <>
          <Button type="button" variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="button" disabled={!hospital || pending} loading={pending} onClick={() => void submit()}>
            Send Request
          </Button>
        </>
      }
    >
      <SectionTitle>Donor</SectionTitle>
      <List>
        <dt>Provider</dt>
        <dd>{donor.provider_name}</dd>
        <dt>Blood Group</dt>
        <dd>{donor.blood_group ?? 'N/A'}</dd>
        <dt>District</dt>
        <dd>{donor.district ?? 'N/A'}</dd>
        <dt>Country</dt>
        <dd>{donor.country ?? 'N/A'}</dd>
      </List>
      <SectionTitle>Hospital</SectionTitle>
      <HospitalBox aria-label="Selected hospital" role="group">
        {hospital ? (
          <>
            <HospitalText>
              <strong>{hospital.name}</strong>
              <Muted>{hospitalLocation(hospital)}</Muted>
            </HospitalText>
            <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
              Change
            </Button>
          </>
        ) : (
          <>
            <HospitalText>
              <Muted>No hospital selected</Muted>
            </HospitalText>
            <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
              Select Hospital
            </Button>
          </>
        )}
      </HospitalBox>
      <Alert variant="info">
        The donor will go to the selected hospital for the donation. You will not have direct contact with the donor; the hospital
        coordinates the appointment.
      </Alert>
    </Dialog>
  );
}
