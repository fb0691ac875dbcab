import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import styled from 'styled-components';
import { Badge, DataState, Dialog } from '@donation-network/shared-ui';
import { listHospitals, searchHospitals, type Hospital } from '../../api/hospitals';

const Search = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 12px;
  margin-bottom: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const hospitalLocation = (h: Hospital) => [h.address, h.city, h.state, h.country].filter(Boolean).join(', ');

export interface HospitalPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (hospital: Hospital) => void;
}

/** 'Select Hospital for Donor Appointment': searchable list of hospitals with Partner / Verified badges. */
export function HospitalPickerDialog({ open, onClose, onSelect }: HospitalPickerDialogProps) {
  const [search, setSearch] = useState('');
  const hospitals = usePortalRead({ queryKey: ['recipient', 'hospitals'], read: listHospitals, enabled: open });
  const matches = searchHospitals(hospitals.data ?? [], search);

  return (
    <Dialog open={open} onClose={onClose} title="Select Hospital for Donor Appointment" maxWidth="600px">
      <Search
        type="search"
        aria-label="Search hospitals"
        placeholder="Search hospitals by name or location"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <DataState
        result={hospitals}
        loadingLabel="Loading hospitals..."
        errorFallback="Hospitals could not be loaded. Please try again."
        isEmpty={matches.length === 0}
        empty={<Muted>No hospitals found matching &quot;{search}&quot;. Try a different search term.</Muted>}
        compact
      >
        {() => (
          <List aria-label="Hospitals">
            {matches.map((hospital) => (
              <li key={hospital.id}>
                <Choice type="button" onClick={() => onSelect(hospital)}>
                  <Name>
                    {hospital.name}
                    {hospital.is_b365_partner && <Badge variant="default">Partner</Badge>}
                    {hospital.is_verified && <Badge variant="success">Verified</Badge>}
                  </Name>
                  <Muted>{hospitalLocation(hospital)}</Muted>
                </Choice>
              </li>
            ))}
          </List>
        )}
      </DataState>
    </Dialog>
  );
}
