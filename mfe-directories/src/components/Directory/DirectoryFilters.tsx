import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DIRECTORY_SEARCH_MAX } from '@donation-network/shared-rules';
import { Button, Card, CardContent, CardHeader, CardTitle, FilterSelect, FilterText, type FilterOption } from '@donation-network/shared-ui';
import type { DirectorySpec, DirectoryUrlState, SelectFilterSpec } from '../../lib/directory-spec';

/** Typing in Location waits this long before the URL (and the query) changes. */
export const LOCATION_DEBOUNCE_MS = 300;

export const VERIFICATION_STATUS_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending' },
  { value: 'unverified', label: 'Unverified' },
];

/**
 * Local Location text that reaches the URL after LOCATION_DEBOUNCE_MS (as a replace);
 * the URL wins when it changes from outside (Reset Filters, Clear filters, back button).
 */
export function useDebouncedLocation(urlLocation: string, onChange: (patch: { location: string }, options: { replace: boolean }) => void) {
  const [location, setLocation] = useState(urlLocation);
  // adjusted while rendering (React's pattern for state that follows a prop), not in an effect
  const [seenUrlLocation, setSeenUrlLocation] = useState(urlLocation);
  if (seenUrlLocation !== urlLocation) {
    setSeenUrlLocation(urlLocation);
    setLocation(urlLocation);
  }

  useEffect(() => {
    if (location === urlLocation) return undefined;
    const timer = setTimeout(() => onChange({ location }, { replace: true }), LOCATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [location, urlLocation, onChange]);

  return [location, setLocation] as const;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** The Filters card: the directory's fields, then Reset Filters. */
export function DirectoryFilters({ onReset, children }: { onReset: () => void; children: ReactNode }) {
  return (
    <Card as="aside" aria-label="Filters">
      <CardHeader>
        <CardTitle as="h2">Filters</CardTitle>
      </CardHeader>
      <CardContent>
        <Fields>
          {children}
          <Button type="button" variant="outline" fullWidth onClick={onReset}>
            Reset Filters
          </Button>
        </Fields>
      </CardContent>
    </Card>
  );
}

export interface DirectoryFilterPanelProps<K extends string> {
  spec: DirectorySpec<K>;
  state: DirectoryUrlState<K>;
  onChange: (patch: Partial<DirectoryUrlState<K>>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

const selectOptions = (select: SelectFilterSpec<string>): FilterOption[] => [
  { value: '', label: select.allLabel },
  ...select.options.map((option) => ({ value: option, label: option })),
];

/** The directory's first select, Location (debounced), its second select and Verification Status, then Reset Filters. */
export function DirectoryFilterPanel<K extends string>({ spec, state, onChange, onReset }: DirectoryFilterPanelProps<K>) {
  const [location, setLocation] = useDebouncedLocation(state.location, (patch, options) =>
    onChange(patch as Partial<DirectoryUrlState<K>>, options),
  );
  const select = (filter: SelectFilterSpec<K>) => (
    <FilterSelect
      label={filter.label}
      value={state[filter.key] as string}
      options={selectOptions(filter)}
      onValueChange={(value) => onChange({ [filter.key]: value } as Partial<DirectoryUrlState<K>>)}
    />
  );
  return (
    <DirectoryFilters onReset={onReset}>
      {select(spec.selects[0])}
      <FilterText
        label="Location"
        placeholder="Any location"
        maxLength={DIRECTORY_SEARCH_MAX}
        value={location}
        onValueChange={setLocation}
      />
      {select(spec.selects[1])}
      <FilterSelect
        label="Verification Status"
        value={state.verificationStatus}
        options={VERIFICATION_STATUS_OPTIONS}
        onValueChange={(status) => onChange({ verificationStatus: status } as Partial<DirectoryUrlState<K>>)}
      />
    </DirectoryFilters>
  );
}
