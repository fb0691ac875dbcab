import type { PortalRead } from '@donation-network/portal-session';
import { useEffect } from 'react';

/** The last page of a list of `total` rows (page 1 when the list is empty). */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface PagedRead<T> {
  page: number;
  pageSize: number;
  /** How many rows the whole list has, from a read's answer. */
  totalOf: (data: T) => number;
  /** Goes to another page, replacing the current history entry. */
  replacePage: (page: number) => void;
}

/**
 * A page past the end of a list (an old link, or the list shrank) goes to the last page that has rows,
 * as the directories do; until then the read shows as loading, not as an empty page with a count that
 * cannot be. Returns the read to show.
 */
export function useLastPageWhenPastTheEnd<T>(result: PortalRead<T>, { page, pageSize, totalOf, replacePage }: PagedRead<T>): PortalRead<T> {
  const lastPage = result.status === 'success' && result.data !== undefined ? lastPageOf(totalOf(result.data), pageSize) : page;
  const pastTheEnd = page > lastPage;
  useEffect(() => {
    if (pastTheEnd) replacePage(lastPage);
  }, [pastTheEnd, lastPage, replacePage]);
  return pastTheEnd ? { ...result, status: 'loading', data: undefined } : result;
}
