import { FilterSelect, FilterText, type FilterOption } from 'shared-ui';
import {
  DirectoryFilters,
  useDebouncedLocation,
  VERIFICATION_STATUS_OPTIONS,
} from '../../../../components/Directory/DirectoryFilters';
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

export interface InvestorFiltersProps {
  state: InvestorUrlState;
  onChange: (patch: Partial<InvestorUrlState>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

export function InvestorFilters({ state, onChange, onReset }: InvestorFiltersProps) {
  const [location, setLocation] = useDebouncedLocation(state.location, onChange);

  return (
    <DirectoryFilters onReset={onReset}>
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
        options={VERIFICATION_STATUS_OPTIONS}
        onValueChange={(status) => onChange({ verificationStatus: status as InvestorUrlState['verificationStatus'] })}
      />
    </DirectoryFilters>
  );
}
