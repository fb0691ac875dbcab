import { FilterSelect, FilterText, type FilterOption } from 'shared-ui';
import {
  DirectoryFilters,
  useDebouncedLocation,
  VERIFICATION_STATUS_OPTIONS,
} from '../../../../components/Directory/DirectoryFilters';
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

export interface FounderFiltersProps {
  state: FounderUrlState;
  onChange: (patch: Partial<FounderUrlState>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

export function FounderFilters({ state, onChange, onReset }: FounderFiltersProps) {
  const [location, setLocation] = useDebouncedLocation(state.location, onChange);

  return (
    <DirectoryFilters onReset={onReset}>
      <FilterSelect
        label="Industry"
        value={state.industry}
        options={INDUSTRY_OPTIONS}
        onValueChange={(industry) => onChange({ industry })}
      />
      <FilterText label="Location" placeholder="Any location" value={location} onValueChange={setLocation} />
      <FilterSelect
        label="Funding Stage"
        value={state.fundingStage}
        options={STAGE_OPTIONS}
        onValueChange={(fundingStage) => onChange({ fundingStage })}
      />
      <FilterSelect
        label="Verification Status"
        value={state.verificationStatus}
        options={VERIFICATION_STATUS_OPTIONS}
        onValueChange={(status) => onChange({ verificationStatus: status as FounderUrlState['verificationStatus'] })}
      />
    </DirectoryFilters>
  );
}
