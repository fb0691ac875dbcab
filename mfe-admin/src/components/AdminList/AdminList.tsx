import { useState, type ReactNode } from 'react';
import { usePortalRead, type PortalRead } from '@donation-network/portal-session';
import {
  DataState,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableHead,
  TableHeaderCell,
  TableRow,
  VisuallyHidden,
} from '@donation-network/shared-ui';
import { label } from '../../lib/format';

/** One page of a console list and how many items the whole list holds. */
export interface AdminListPage<Item> {
  items: Item[];
  total: number;
}

export interface AdminListOptions<Filters, Item> {
  /** Names the list in the query cache ('users', 'contact-messages'). */
  name: string;
  /** The filters a visitor of the list starts with. */
  initialFilters: Filters;
  pageSize: number;
  read: (filters: Filters, page: number, signal: AbortSignal) => Promise<AdminListPage<Item>>;
}

export interface AdminList<Filters, Item> {
  filters: Filters;
  /** Changes some filters and goes back to the first page. */
  filterBy: (change: Partial<Filters>) => void;
  page: number;
  setPage: (page: number) => void;
  pageCount: number;
  result: PortalRead<AdminListPage<Item>>;
}

/**
 * A paged console list: its filters, its page, and the read of that page. A page that comes back empty
 * beyond the first (the list shrank meanwhile, so the read ran past its end) steps back to the page before
 * it: an empty page has no page navigation, and the admin would be stranded on it.
 */
export function useAdminList<Filters, Item>({
  name,
  initialFilters,
  pageSize,
  read,
}: AdminListOptions<Filters, Item>): AdminList<Filters, Item> {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const result = usePortalRead({ queryKey: ['admin', name, filters, page], read: (signal) => read(filters, page, signal) });
  // set while rendering (React's way to adjust state to what was just read); the next page's read is loading
  if (result.status === 'success' && page > 1 && result.data?.items.length === 0) setPage(page - 1);
  return {
    filters,
    filterBy: (change) => {
      setFilters((current) => ({ ...current, ...change }));
      setPage(1);
    },
    page,
    setPage,
    pageCount: Math.max(1, Math.ceil((result.data?.total ?? 0) / pageSize)),
    result,
  };
}

/** What a console list holds, in lower case: one ('user') and several ('users'). */
export interface AdminListNoun {
  one: string;
  other: string;
}

export interface AdminListViewProps<Item> {
  list: Pick<AdminList<unknown, Item>, 'result' | 'page' | 'pageCount' | 'setPage'>;
  /** Names the page navigation ('User pages') and the loading and error states ('Loading users'). */
  noun: AdminListNoun;
  emptyText: ReactNode;
  /** The page's items (a table, cards). */
  children: (items: Item[]) => ReactNode;
}

/** A console list's loading, error and empty states, its items, and its page navigation. */
export function AdminListView<Item>({ list, noun, emptyText, children }: AdminListViewProps<Item>) {
  const { result, page, pageCount, setPage } = list;
  return (
    <DataState
      result={result}
      loadingLabel={`Loading ${noun.other}`}
      errorTitle={`Couldn't load the ${noun.other}`}
      isEmpty={result.data?.items.length === 0}
      emptyText={emptyText}
    >
      {() => (
        <Stack gap={16}>
          {children(result.data?.items ?? [])}
          <Pagination page={page} pageCount={pageCount} onPageChange={setPage} aria-label={`${label(noun.one)} pages`} />
        </Stack>
      )}
    </DataState>
  );
}

export interface AdminTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls inside its own box. */
  minWidth: string;
  headers: string[];
  /** The heading of a last column of buttons, for screen readers only. */
  actionsHeader?: string;
  /** The rows. */
  children: ReactNode;
}

/** A console list's table: its headings, then the rows. */
export function AdminTable({ label, minWidth, headers, actionsHeader, children }: AdminTableProps) {
  return (
    <Table aria-label={label} minWidth={minWidth}>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableHeaderCell key={header}>{header}</TableHeaderCell>
          ))}
          {actionsHeader && (
            <TableHeaderCell>
              <VisuallyHidden>{actionsHeader}</VisuallyHidden>
            </TableHeaderCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
