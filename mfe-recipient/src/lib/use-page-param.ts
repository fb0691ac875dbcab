import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A 1-based page number from the query string: anything but an integer above 1 is page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The list page in the URL (`?page=2`, absent on page 1), so a page can be linked and survives a reload. */
export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams(), { replace: options.replace }),
    [setParams],
  );
  return [page, setPage];
}
