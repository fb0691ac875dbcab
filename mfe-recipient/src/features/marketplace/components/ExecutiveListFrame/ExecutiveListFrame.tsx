import type { PortalRead } from '@donation-network/portal-session';
import { useCallback, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  DataState,
  FilterSelect,
  Pagination,
  SpreadRow,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  formatDateTime,
  type FilterOption,
} from '@donation-network/shared-ui';
import { countOf, nounFor, type Noun } from '../../../../lib/count-noun';
import { lastPageOf, useLastPageWhenPastTheEnd } from '../../../../lib/use-last-page';
import type { ListPage } from '../../api/list-query';
import type { TablePdf } from '../../utils/table-pdf';
import { DownloadPdfButton } from '../DownloadPdfButton/DownloadPdfButton';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Toolbar = styled(SpreadRow)`
  gap: 8px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const ToolbarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
`;

/** The buttons of a row (Details and Apply, Profile and Meeting), wrapping in a narrow cell. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/** A filter's options: `all` (no filter) first, then each value with its label. */
export const filterOptions = (
  all: string,
  values: readonly string[],
  label: (value: string) => string = (value) => value,
): FilterOption[] => [{ value: '', label: all }, ...values.map((value) => ({ value, label: label(value) }))];

const FilterActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;

/**
 * Cells wrap between words and sit close together, so the table fits the page column of a 1280 px screen;
 * narrower screens scroll inside the table's own box. Breaking inside words instead would let the table
 * squeeze a column to a few letters a line ("Chie f Medi cal").
 */
const CompactTable = styled(Table)`
  th,
  td {
    padding-left: 6px;
    padding-right: 6px;
  }
  td {
    overflow-wrap: break-word;
  }
`;

const Footer = styled(SpreadRow)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  padding: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ListColumn<Row> {
  header: string;
  /** The cell's text, in the table and in the PDF; none for a column of buttons, which the PDF leaves out. */
  text?: (row: Row) => string;
  /** What the table shows instead of the text (a badge, bold type, buttons). */
  cell?: (row: Row) => ReactNode;
}

/** What the Download as PDF button exports: every row the filters match, in the table's text columns. */
export interface ListPdf<Row> {
  fileBase: string;
  listAll: () => Promise<Row[]>;
  /** The filters in words ('Filters: Advisory, 20+ years', 'All professionals'). */
  filtersText: string;
}

/** The list's order and the orders it offers. */
export interface ListSort<Sort extends string> {
  value: Sort;
  /** Each order's label ('Most experience'), in the order the select offers them. */
  labels: Record<Sort, string>;
  onChange: (sort: Sort) => void;
}

/** The PDF of the rows `pdf` lists: the title, what was asked for and when, and the table's text columns. */
export async function listTablePdf<Row>(
  title: string,
  columns: ListColumn<Row>[],
  noun: Noun,
  pdf: ListPdf<Row>,
  sortLabel: string,
): Promise<TablePdf> {
  const rows = await pdf.listAll();
  const textColumns = columns.filter((column) => column.text);
  return {
    title,
    subtitle: `${pdf.filtersText} · sorted by ${sortLabel.toLowerCase()} · ${countOf(rows.length, noun)} · ${formatDateTime(new Date())}`,
    head: textColumns.map((column) => column.header),
    body: rows.map((row) => textColumns.map((column) => column.text!(row))),
  };
}

/** 'Showing 1 professional', 'Showing 3 professionals', 'Showing 20 of 45 professionals': the noun agrees with the last number. */
export function showingText(shown: number, total: number, noun: Noun): string {
  const word = nounFor(Math.max(shown, total), noun);
  return total > shown ? `Showing ${shown} of ${total} ${word}` : `Showing ${shown} ${word}`;
}

export interface ExecutiveListFrameProps<Row extends { id: string }, Sort extends string> {
  /** Heading and the table's accessible name. */
  title: string;
  /** The filter controls (laid out in FilterGrid), before the 'Sort by' select. */
  filters: ReactNode;
  sort: ListSort<Sort>;
  onResetFilters: () => void;
  result: PortalRead<ListPage<Row>>;
  columns: ListColumn<Row>[];
  /** The noun for 'Loading {other}...' and 'Showing N {noun}', singular and plural. */
  noun: Noun;
  emptyText: string;
  /** Shown when the failure's own text is not fit to show. */
  errorText: string;
  page: number;
  pageSize: number;
  /** Goes to a page; `replace` when a page past the end goes to the last one. */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  pdf: ListPdf<Row>;
  rowTestId: string;
}

/** An executive marketplace tab: show/hide filters, Download as PDF, the table with its count and pages. */
export function ExecutiveListFrame<Row extends { id: string }, Sort extends string>({
  title,
  filters,
  sort,
  onResetFilters,
  result: read,
  columns,
  noun,
  emptyText,
  errorText,
  page,
  pageSize,
  onPageChange,
  pdf,
  rowTestId,
}: ExecutiveListFrameProps<Row, Sort>) {
  const [filtersShown, setFiltersShown] = useState(true);
  const filtersId = useId();
  const replacePage = useCallback((next: number) => onPageChange(next, { replace: true }), [onPageChange]);
  const result = useLastPageWhenPastTheEnd(read, { page, pageSize, totalOf: (data) => data.total, replacePage });
  const rows = result.data?.rows ?? [];
  const total = result.data?.total ?? 0;
  const pageCount = lastPageOf(total, pageSize);

  return (
    <Stack>
      <Toolbar>
        <Heading>{title}</Heading>
        <ToolbarActions>
          <Button
            type="button"
            variant="outline"
            aria-expanded={filtersShown}
            aria-controls={filtersId}
            onClick={() => setFiltersShown(!filtersShown)}
          >
            {filtersShown ? 'Hide Filters' : 'Show Filters'}
          </Button>
          <DownloadPdfButton
            fileBase={pdf.fileBase}
            table={() => listTablePdf(title, columns, noun, pdf, sort.labels[sort.value])}
            disabled={result.status !== 'success' || total === 0}
          />
        </ToolbarActions>
      </Toolbar>
      <div id={filtersId} hidden={!filtersShown}>
        <Card as="section" aria-label={`${title} filters`}>
          <CardContent>
            <FilterGrid>
              {filters}
              <FilterSelect
                label="Sort by"
                value={sort.value}
                options={(Object.keys(sort.labels) as Sort[]).map((value) => ({ value, label: sort.labels[value] }))}
                onValueChange={(value) => sort.onChange(value as Sort)}
              />
            </FilterGrid>
            <FilterActions>
              <Button type="button" variant="outline" onClick={onResetFilters}>
                Reset Filters
              </Button>
            </FilterActions>
          </CardContent>
        </Card>
      </div>
      <DataState result={result} loadingLabel={`Loading ${noun.other}...`} errorFallback={errorText} compact>
        {() => (
          <>
            <CompactTable aria-label={title} minWidth="820px">
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
                      <TableCell key={column.header}>{column.cell ? column.cell(row) : column.text?.(row)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </CompactTable>
            {rows.length === 0 && <Empty>{emptyText}</Empty>}
            <Footer>
              <span>{showingText(rows.length, total, noun)}</span>
              {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />}
            </Footer>
          </>
        )}
      </DataState>
    </Stack>
  );
}
