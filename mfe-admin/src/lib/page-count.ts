import type { PortalRead } from '@donation-network/shared-auth';
import { useEffect } from 'react';

/**
 * The page count of a paged admin list, from the total its read reports. A page that comes back
 * empty beyond the first (the list shrank meanwhile, so the read ran past its end) steps back to the
 * page before it: an empty page has no page navigation, and the admin would be stranded on it.
 */
export function usePageCount(
  result: PortalRead<{ items: readonly unknown[]; total: number }>,
  page: number,
  setPage: (page: number) => void,
  pageSize: number,
): number {
  const pastTheEnd = result.status === 'success' && page > 1 && result.data?.items.length === 0;
  useEffect(() => {
    if (pastTheEnd) setPage(page - 1);
  }, [pastTheEnd, page, setPage]);
  return Math.max(1, Math.ceil((result.data?.total ?? 0) / pageSize));
}
