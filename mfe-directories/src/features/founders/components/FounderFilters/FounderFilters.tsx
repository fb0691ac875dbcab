import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle } from 'shared-ui';
import { FilterSelect, FilterText, type FilterOption } from 'shared-ui';
import { FOUNDER_INDUSTRIES, FUNDING_STAGES } from '../../api/founder-profile';
import type { FounderUrlState } from '../../hooks/use-founder-filters';

const INDUSTRY_OPTIONS: FilterOption[] = [
  { value: '', label: 'All Industries' },
  ...FOUNDER_INDUSTRIES.map((industry) => ({ value: industry, label: industry })),
];
const STAGE_OPTIONS: FilterOption[] = [
  { value: '', label: 'All Stages' },
  ...FUNDING_STAGES.map((stage) => ({ value: stage, label: stage })),
];
const STATUS_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending' },
  { value: 'unverified', label: 'Unverified' },
];

/** Typing in Location waits this long before the URL (and the query) changes. */
export const LOCATION_DEBOUNCE_MS = 300;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export interface FounderFiltersProps {
  state: FounderUrlState;
  onChange: (patch: Partial<FounderUrlState>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

export function FounderFilters({ state, onChange, onReset }: FounderFiltersProps) {
  const [location, setLocation] = useState(state.location);

  // the URL wins when it changes from outside (Reset Filters, Clear filters, back button)
  useEffect(() => setLocation(state.location), [state.location]);

  useEffect(() => {
    if (location === state.location) return undefined;
    const timer = setTimeout(() => onChange({ location }, { replace: true }), LOCATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [location, state.location, onChange]);

  return (
    <Card as="aside" aria-label="Filters">
      <CardHeader>
        <CardTitle>Filters</CardTitle>
      </CardHeader>
      <CardContent>
        <Fields>
          <FilterSelect
            label="Industry"
            value={state.industry}
            options={INDUSTRY_OPTIONS}
            onValueChange={(industry) => onChange({ industry })}
          />
          <FilterText
            label="Location"
            placeholder="Any location"
            value={location}
            onValueChange={setLocation}
          />
          <FilterSelect
            label="Funding Stage"
            value={state.fundingStage}
            options={STAGE_OPTIONS}
            onValueChange={(fundingStage) => onChange({ fundingStage })}
          />
          <FilterSelect
            label="Verification Status"
            value={state.verificationStatus}
            options={STATUS_OPTIONS}
            onValueChange={(status) => onChange({ verificationStatus: status as FounderUrlState['verificationStatus'] })}
          />
          <Button type="button" variant="outline" fullWidth onClick={onReset}>
            Reset Filters
          </Button>
        </Fields>
      </CardContent>
    </Card>
  );
}
