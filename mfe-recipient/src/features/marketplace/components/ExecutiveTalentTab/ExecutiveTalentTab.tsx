import styled from 'styled-components';
import { Alert, Badge, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from 'shared-ui';
import { listProfessionals } from '../../api/executive';
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

export const EMPTY_TALENT_TEXT = 'No candidates found matching your filters.';

/** Tab 'Executive Talent': professionals (spec part 2 §2), read-only list. */
export function ExecutiveTalentTab() {
  const result = useAsync('executive-professionals', listProfessionals);
  const rows = result.data ?? [];
  return (
    <Stack>
      {result.loading && <Muted role="status">Loading professionals...</Muted>}
      {result.error && (
        <Alert variant="destructive" title="Error">
          Executive talent could not be loaded. Please try again later.
        </Alert>
      )}
      {result.data && (
        <>
          <Table aria-label="Executive Talent" minWidth="960px">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Professional</TableHeaderCell>
                <TableHeaderCell>Role</TableHeaderCell>
                <TableHeaderCell>Experience</TableHeaderCell>
                <TableHeaderCell>Availability</TableHeaderCell>
                <TableHeaderCell>Location</TableHeaderCell>
                <TableHeaderCell>Specialization</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Compensation</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((p) => (
                <TableRow key={p.id} data-testid="professional-row">
                  <TableCell>{p.name}</TableCell>
                  <TableCell>{p.role}</TableCell>
                  <TableCell>{p.experience}</TableCell>
                  <TableCell>{p.availability}</TableCell>
                  <TableCell>{p.location}</TableCell>
                  <TableCell>{p.specialization}</TableCell>
                  <TableCell>
                    <Badge variant={p.status === 'Available' ? 'success' : 'warning'}>{p.status}</Badge>
                  </TableCell>
                  <TableCell>{p.compensation}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length === 0 && <Muted>{EMPTY_TALENT_TEXT}</Muted>}
          <Muted>Showing {rows.length} professionals</Muted>
        </>
      )}
    </Stack>
  );
}
