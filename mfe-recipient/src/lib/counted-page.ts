import { readCounted, type CountedQuery } from '@donation-network/portal-data';

/** A filtered, ordered supabase-js select as readCountedPage runs it: counted as it is, or narrowed to a range of rows. */
export interface PageSelect<Row> extends CountedQuery<Row> {
  range(from: number, to: number): CountedQuery<Row>;
}

/** The select options readCountedPage asks for: a counted read of rows, a count alone, or rows alone. */
export type PageSelectOptions = { count: 'exact'; head?: true } | undefined;

/** The row type of a page's select. */
type PageRow<Select> = Select extends PageSelect<infer Row> ? Row : never;

export interface CountedPage<Row> {
  rows: Row[];
  /** Rows of the whole list, on every page. */
  total: number;
}

/**
 * One page of a list and how many rows the whole list has, without ever asking past its end: PostgREST
 * answers a counted read that starts after the last row with 416, which the browser logs as an error.
 * The first page is one counted read; a later page reads its rows and the count side by side, so a page
 * past the end (an old link) yields no rows and the total. Throws the server error (with its status); when
 * both reads of a later page fail, the rows' error.
 *
 * The rows are typed by the select the callback builds, never by what the caller expects: supabase-js's
 * `select` would take its row type from a row type the call site asks for (a type argument here, or the
 * caller's declared result), so the signature leaves it nothing to take it from.
 */
export function readCountedPage<Select extends PageSelect<unknown>>(
  select: (options: PageSelectOptions) => Select,
  range: [number, number],
  signal?: AbortSignal,
): Promise<CountedPage<PageRow<Select>>>;
export async function readCountedPage<Row>(
  select: (options: PageSelectOptions) => PageSelect<Row>,
  [from, to]: [number, number],
  signal?: AbortSignal,
): Promise<CountedPage<Row>> {
  if (from === 0) {
    const { rows, count } = await readCounted(select({ count: 'exact' }).range(from, to), signal);
    return { rows, total: count ?? rows.length };
  }
  // settled, not raced: both reads finish, and the rows' error wins over the count's whichever answers first
  const [page, head] = await Promise.allSettled([
    readCounted(select(undefined).range(from, to), signal),
    readCounted(select({ count: 'exact', head: true }), signal),
  ]);
  if (page.status === 'rejected') throw page.reason;
  if (head.status === 'rejected') throw head.reason;
  return { rows: page.value.rows, total: head.value.count ?? 0 };
}
