import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataState, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, useAsyncData } from 'shared-ui';

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
  /** The table's accessible name. */
  title: string;
  load: (signal: AbortSignal) => Promise<Row[]>;
  columns: ListColumn<Row>[];
  /** Plural noun for 'Loading {noun}...' and 'Showing N {noun}'. */
  noun: string;
  emptyText: string;
  /** Shown when the failure's own text is not fit to show. */
  errorText: string;
  rowTestId: string;
}

/** A marketplace tab that lists rows read from the server in one table (executive talent, opportunities). */
export function ReadOnlyListTab<Row extends { id: string }>({
  title,
  load,
  columns,
  noun,
  emptyText,
  errorText,
  rowTestId,
}: ReadOnlyListTabProps<Row>) {
  const result = useAsyncData(load, [load]);
  const rows = result.data ?? [];
  return (
    <Stack gap={16}>
      <DataState result={result} loadingLabel={`Loading ${noun}...`} errorFallback={errorText} compact>
        {() => (
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
      </DataState>
    </Stack>
  );
}
