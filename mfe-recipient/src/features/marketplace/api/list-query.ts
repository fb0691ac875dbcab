import { RANGE_NOT_SATISFIABLE } from '@donation-network/shared-auth';
import { requestError } from '@donation-network/shared-ui';

/** The most rows a PDF download lists (the whole filtered list of any realistic marketplace). */
export const PDF_ROW_LIMIT = 1000;

/** The part of a PostgREST filter builder the executive list queries use. */
export interface ListQueryBuilder {
  or(filters: string): ListQueryBuilder;
  eq(column: string, value: string): ListQueryBuilder;
  ilike(column: string, pattern: string): ListQueryBuilder;
  gte(column: string, value: number): ListQueryBuilder;
  order(column: string, options: { ascending: boolean }): ListQueryBuilder;
}

export interface ListPage<Row> {
  rows: Row[];
  /** Rows matching the filters on all pages. */
  total: number;
}

interface SelectableTable {
  select(columns: string, options: { count: 'exact'; head?: boolean }): unknown;
}

type QueryResult = PromiseLike<{ data: unknown; error: unknown; count: number | null; status: number }>;

interface Executable extends QueryResult {
  abortSignal(signal: AbortSignal): Executable;
  range(from: number, to: number): QueryResult;
}

/**
 * One page of a filtered, counted list. A page past the end (an old shared link) yields no
 * rows but still the total. Throws the server error (with its status).
 */
export async function fetchPage<Row>(
  table: () => SelectableTable,
  columns: string,
  filter: (query: ListQueryBuilder) => ListQueryBuilder,
  [from, to]: [number, number],
  signal?: AbortSignal,
): Promise<ListPage<Row>> {
  const run = (query: unknown) => {
    const filtered = filter(query as ListQueryBuilder) as unknown as Executable;
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
