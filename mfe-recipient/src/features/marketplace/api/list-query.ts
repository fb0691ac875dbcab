import { RANGE_NOT_SATISFIABLE } from '@donation-network/shared-auth';
import { requestError } from '@donation-network/shared-ui';

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

export interface ListPage<Row> {
  rows: Row[];
  /** Rows matching the filters on all pages. */
  total: number;
}

type QueryResult = PromiseLike<{ data: unknown; error: unknown; count: number | null; status: number }>;

/** A supabase-js select on a table or view, as fetchPage uses it (a builder is awaited to run it). */
interface PageQuery extends ListQueryBuilder<PageQuery>, QueryResult {
  abortSignal(signal: AbortSignal): PageQuery;
  range(from: number, to: number): QueryResult;
}

interface SelectableTable {
  select(columns: string, options: { count: 'exact'; head?: boolean }): PageQuery;
}

/**
 * One page of a filtered, counted list. A page past the end (an old shared link) yields no
 * rows but still the total. Throws the server error (with its status).
 */
export async function fetchPage<Row>(
  table: () => SelectableTable,
  columns: string,
  filter: (query: PageQuery) => PageQuery,
  [from, to]: [number, number],
  signal?: AbortSignal,
): Promise<ListPage<Row>> {
  const run = (query: PageQuery) => {
    const filtered = filter(query);
    return signal ? filtered.abortSignal(signal) : filtered;
  };
  const { data, error, count, status } = await run(table().select(columns, { count: 'exact' })).range(from, to);
  if ((error as { code?: string } | null)?.code === RANGE_NOT_SATISFIABLE) {
    const head = await run(table().select('id', { count: 'exact', head: true }));
    if (head.error) throw requestError(head.error, head.status);
    return { rows: [], total: head.count ?? 0 };
  }
  if (error) throw requestError(error, status);
  const rows = (data ?? []) as Row[];
  return { rows, total: count ?? rows.length };
}
