import { requestError } from '@donation-network/shared-ui';

type SelectAnswer = PromiseLike<{ data: unknown; error: unknown; count: number | null; status: number }>;

/** A filtered, ordered supabase-js select as readCountedPage runs it (awaiting the builder runs it). */
export interface PageSelect extends SelectAnswer {
  abortSignal(signal: AbortSignal): PageSelect;
  range(from: number, to: number): SelectAnswer;
}

/** The select options readCountedPage asks for: a counted read of rows, a count alone, or rows alone. */
export type PageSelectOptions = { count: 'exact'; head?: true } | undefined;

export interface CountedPage<Row> {
  rows: Row[];
  /** Rows of the whole list, on every page. */
  total: number;
}

/**
 * One page of a list and how many rows the whole list has, without ever asking past its end: PostgREST
 * answers a counted read that starts after the last row with 416, which the browser logs as an error.
 * The first page is one counted read; a later page reads its rows and the count side by side, so a page
 * past the end (an old link) yields no rows and the total. Throws the server error (with its status).
 */
export async function readCountedPage<Row>(
  select: (options: PageSelectOptions) => PageSelect,
  [from, to]: [number, number],
  signal?: AbortSignal,
): Promise<CountedPage<Row>> {
  const run = (options: PageSelectOptions) => (signal ? select(options).abortSignal(signal) : select(options));
  if (from === 0) {
    const { data, error, count, status } = await run({ count: 'exact' }).range(from, to);
    if (error) throw requestError(error, status);
    const rows = (data ?? []) as Row[];
    return { rows, total: count ?? rows.length };
  }
  const [page, head] = await Promise.all([run(undefined).range(from, to), run({ count: 'exact', head: true })]);
  if (page.error) throw requestError(page.error, page.status);
  if (head.error) throw requestError(head.error, head.status);
  return { rows: (page.data ?? []) as Row[], total: head.count ?? 0 };
}
