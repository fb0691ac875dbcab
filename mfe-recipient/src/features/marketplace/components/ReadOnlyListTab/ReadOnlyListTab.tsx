import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from 'shared-ui';
import { useAsync } from '../../hooks/use-async';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface ReadOnlyListTabProps<Row extends { id: string }> {
  /** Cache key of the load, and the table's accessible name. */
  cacheKey: string;
  title: string;
  load: () => Promise<Row[]>;
  columns: ListColumn<Row>[];
  /** Plural noun for 'Loading {noun}...' and 'Showing N {noun}'. */
  noun: string;
  emptyText: string;
  errorText: string;
  rowTestId: string;
}

/** A marketplace tab that lists rows read from the server in one table (executive talent, opportunities). */
export function ReadOnlyListTab<Row extends { id: string }>({
  cacheKey,
  title,
  load,
  columns,
  noun,
  emptyText,
  errorText,
  rowTestId,
}: ReadOnlyListTabProps<Row>) {
  const result = useAsync(cacheKey, load);
  const rows = result.data ?? [];
  return (
    <Stack gap={16}>
      {result.loading && <Muted role="status">Loading {noun}...</Muted>}
      {result.error && (
        <Alert variant="destructive" title="Error">
          {errorText}
        </Alert>
      )}
      {result.data && (
        <>
          <Table aria-label={title} minWidth="960px">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column.header}>{column.header}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid={rowTestId}>
                  {columns.map((column) => (
                    <TableCell key={column.header}>{column.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length === 0 && <Muted>{emptyText}</Muted>}
          <Muted>
            Showing {rows.length} {noun}
          </Muted>
        </>
      )}
    </Stack>
  );
}
