import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle, type FilterOption } from 'shared-ui';

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
export function useDebouncedLocation(
  urlLocation: string,
  onChange: (patch: { location: string }, options: { replace: boolean }) => void,
) {
  const [location, setLocation] = useState(urlLocation);

  useEffect(() => setLocation(urlLocation), [urlLocation]);

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
        <CardTitle>Filters</CardTitle>
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
