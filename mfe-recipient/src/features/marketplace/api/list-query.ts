import { readCountedPage, type CountedPage, type PageSelect, type PageSelectOptions } from '../../../lib/counted-page';

/** The most rows a PDF download lists (the whole filtered list of any realistic marketplace). */
export const PDF_ROW_LIMIT = 1000;

/**
 * The part of a PostgREST filter builder the executive list queries use; each call returns the
 * builder itself (`Self`), so the filters keep the type of the query they are given.
 */
export interface ListQueryBuilder<Self> {
  or(filters: string): Self;
  eq(column: string, value: string): Self;
  ilike(column: string, pattern: string): Self;
  gte(column: string, value: number): Self;
  order(column: string, options: { ascending: boolean }): Self;
}

/** One page of rows matching the filters, and how many match on all pages. */
export type ListPage<Row> = CountedPage<Row>;

/** A supabase-js select on a table or view, as fetchPage uses it. */
interface PageQuery extends ListQueryBuilder<PageQuery>, PageSelect {}

interface SelectableTable {
  select(columns: string, options: PageSelectOptions): PageQuery;
}

/**
 * One page of a filtered, counted list. A page past the end (an old shared link) yields no
 * rows but still the total. Throws the server error (with its status).
 */
export async function fetchPage<Row>(
  table: () => SelectableTable,
  columns: string,
  filter: (query: PageQuery) => PageQuery,
  range: [number, number],
  signal?: AbortSignal,
): Promise<ListPage<Row>> {
  return readCountedPage<Row>((options) => filter(table().select(columns, options)), range, signal);
}
