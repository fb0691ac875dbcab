import styled from 'styled-components';
import { Alert, Badge, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from 'shared-ui';
import { listOpportunities } from '../../api/executive';
import { useAsync } from '../../hooks/use-async';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const EMPTY_OPPORTUNITIES_TEXT = 'No opportunities found matching your filters.';

/** Tab 'Executive Opportunities' (spec part 2 §2), read-only list. */
export function ExecutiveOpportunitiesTab() {
  const result = useAsync('executive-opportunities', listOpportunities);
  const rows = result.data ?? [];
  return (
    <Stack>
      {result.loading && <Muted role="status">Loading opportunities...</Muted>}
      {result.error && (
        <Alert variant="destructive" title="Error">
          Executive opportunities could not be loaded. Please try again later.
        </Alert>
      )}
      {result.data && (
        <>
          <Table aria-label="Executive Opportunities" minWidth="960px">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Organization</TableHeaderCell>
                <TableHeaderCell>Position</TableHeaderCell>
                <TableHeaderCell>Type</TableHeaderCell>
                <TableHeaderCell>Duration</TableHeaderCell>
                <TableHeaderCell>Location</TableHeaderCell>
                <TableHeaderCell>Industry</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Compensation</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((o) => (
                <TableRow key={o.id} data-testid="opportunity-row">
                  <TableCell>{o.organization}</TableCell>
                  <TableCell>{o.position}</TableCell>
                  <TableCell>{o.type}</TableCell>
                  <TableCell>{o.duration}</TableCell>
                  <TableCell>
                    {o.location} ({o.work_mode})
                  </TableCell>
                  <TableCell>{o.industry}</TableCell>
                  <TableCell>
                    <Badge variant={o.status === 'Open' ? 'success' : 'secondary'}>{o.status}</Badge>
                  </TableCell>
                  <TableCell>{o.compensation}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length === 0 && <Muted>{EMPTY_OPPORTUNITIES_TEXT}</Muted>}
          <Muted>Showing {rows.length} opportunities</Muted>
        </>
      )}
    </Stack>
  );
}
