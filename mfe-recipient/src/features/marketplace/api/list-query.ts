import type { CountedPage } from '../../../lib/counted-page';

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
