import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle } from 'shared-ui';
import { FilterSelect, FilterText, type FilterOption } from 'shared-ui';
import { LOCATION_DEBOUNCE_MS } from '../../../founders/components/FounderFilters/FounderFilters';
import { INVESTMENT_FOCUS_OPTIONS, INVESTOR_TYPES } from '../../api/investor-profile';
import type { InvestorUrlState } from '../../hooks/use-investor-filters';

const TYPE_OPTIONS: FilterOption[] = [
  { value: '', label: 'All Types' },
  ...INVESTOR_TYPES.map((type) => ({ value: type, label: type })),
];
const FOCUS_OPTIONS: FilterOption[] = [
  { value: '', label: 'All Focus Areas' },
  ...INVESTMENT_FOCUS_OPTIONS.map((focus) => ({ value: focus, label: focus })),
];
const STATUS_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending' },
  { value: 'unverified', label: 'Unverified' },
];

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export interface InvestorFiltersProps {
  state: InvestorUrlState;
  onChange: (patch: Partial<InvestorUrlState>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

export function InvestorFilters({ state, onChange, onReset }: InvestorFiltersProps) {
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
            label="Investor Type"
            value={state.investorType}
            options={TYPE_OPTIONS}
            onValueChange={(investorType) => onChange({ investorType })}
          />
          <FilterText label="Location" placeholder="Any location" value={location} onValueChange={setLocation} />
          <FilterSelect
            label="Investment Focus"
            value={state.investmentFocus}
            options={FOCUS_OPTIONS}
            onValueChange={(investmentFocus) => onChange({ investmentFocus })}
          />
          <FilterSelect
            label="Verification Status"
            value={state.verificationStatus}
            options={STATUS_OPTIONS}
            onValueChange={(status) => onChange({ verificationStatus: status as InvestorUrlState['verificationStatus'] })}
          />
          <Button type="button" variant="outline" fullWidth onClick={onReset}>
            Reset Filters
          </Button>
        </Fields>
      </CardContent>
    </Card>
  );
}
