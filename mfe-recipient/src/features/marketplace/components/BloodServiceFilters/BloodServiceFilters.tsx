import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle, SpreadRow } from '@donation-network/shared-ui';
import {
  BLOOD_GROUPS,
  COUNTRIES,
  PRODUCT_TYPES,
  PROVIDER_TYPES,
  SERVICE_STATUSES,
  type BloodServiceFilters as Filters,
  type UpdatedPeriod,
} from '../../api/blood-services';
import { FilterSelect, FilterSwitch, FilterText, type FilterOption } from '@donation-network/shared-ui';

/** Typing waits this long before the URL (and the query) changes. */
export const TEXT_DEBOUNCE_MS = 300;

const options = (all: string, values: readonly string[]): FilterOption[] => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: value })),
];

const UPDATED_OPTIONS: FilterOption[] = [
  { value: '', label: 'Any time' },
  { value: 'last24h', label: 'Last 24 hours' },
  { value: 'last7d', label: 'Last 7 days' },
  { value: 'last30d', label: 'Last 30 days' },
  { value: 'older', label: 'Older than 30 days' },
];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
`;

const Actions = styled(SpreadRow)`
  margin-top: 16px;
`;

type TextKey = 'search' | 'location' | 'district';
const TEXT_KEYS: readonly TextKey[] = ['search', 'location', 'district'];

export interface BloodServiceFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

/** The filter panel of the Blood Services tab; text fields are debounced. */
export function BloodServiceFilters({ filters, onChange, onReset }: BloodServiceFiltersProps) {
  const urlText: Record<TextKey, string> = { search: filters.search, location: filters.location, district: filters.district };
  const [text, setText] = useState(urlText);

  // the URL wins when it changes from outside (reset, back button): adjust while rendering,
  // React's pattern for state that follows a prop, instead of an effect and a second render
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  if (TEXT_KEYS.some((key) => seenUrlText[key] !== urlText[key])) {
    setSeenUrlText(urlText);
    setText(urlText);
  }

  useEffect(() => {
    const changed = TEXT_KEYS.filter((key) => text[key] !== filters[key]);
    if (changed.length === 0) return undefined;
    const timer = setTimeout(() => {
      const patch: Partial<Filters> = {};
      changed.forEach((key) => (patch[key] = text[key]));
      onChange(patch, { replace: true });
    }, TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  const setTextField = (key: TextKey) => (value: string) => setText((current) => ({ ...current, [key]: value }));

  return (
    <Card as="section" aria-label="Filters">
      <CardHeader>
        <CardTitle as="h3">Filters</CardTitle>
      </CardHeader>
      <CardContent>
        <Grid>
          <FilterText
            label="Search"
            type="search"
            placeholder="Provider, product or contact"
            value={text.search}
            onValueChange={setTextField('search')}
          />
          <FilterText label="Location" placeholder="Country or district" value={text.location} onValueChange={setTextField('location')} />
          <FilterSelect
            label="Product Type"
            value={filters.productType}
            options={options('All product types', PRODUCT_TYPES)}
            onValueChange={(productType) => onChange({ productType })}
          />
          <FilterSelect
            label="Blood Group"
            value={filters.bloodGroup}
            options={options('All blood groups', BLOOD_GROUPS)}
            onValueChange={(bloodGroup) => onChange({ bloodGroup })}
          />
          <FilterSelect
            label="Country"
            value={filters.country}
            options={options('All countries', COUNTRIES)}
            onValueChange={(country) => onChange({ country })}
          />
          <FilterText label="District" placeholder="Any district" value={text.district} onValueChange={setTextField('district')} />
          <FilterSelect
            label="Status"
            value={filters.status}
            options={options('All statuses', SERVICE_STATUSES)}
            onValueChange={(status) => onChange({ status })}
          />
          <FilterSelect
            label="Provider Type"
            value={filters.providerType}
            options={options('All provider types', PROVIDER_TYPES)}
            onValueChange={(providerType) => onChange({ providerType })}
          />
          <FilterSelect
            label="Last Updated"
            value={filters.updated}
            options={UPDATED_OPTIONS}
            onValueChange={(updated) => onChange({ updated: updated as UpdatedPeriod | '' })}
          />
        </Grid>
        <Actions>
          <FilterSwitch
            label="Show only eligible donors"
            checked={filters.eligibleOnly}
            onCheckedChange={(eligibleOnly) => onChange({ eligibleOnly })}
          />
          <Button type="button" variant="outline" onClick={onReset}>
            Reset Filters
          </Button>
        </Actions>
      </CardContent>
    </Card>
  );
}
