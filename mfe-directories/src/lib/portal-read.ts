import { useCallback } from 'react';
import { usePortalQuery, type PortalQueryOptions } from '@donation-network/shared-auth';
import { DATA_TIMEOUT_MS, TimeoutError, type AsyncData } from '@donation-network/shared-ui';

/**
 * Runs `read` with a signal that is aborted when the query is cancelled or after `timeoutMs`; a read
 * that has not answered by then fails as a TimeoutError, so the page shows its error with Retry
 * instead of a spinner that never ends.
 */
export async function readWithTimeout<T>(
  read: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  timeoutMs = DATA_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  const cancel = () => controller.abort(signal.reason);
  signal.addEventListener('abort', cancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError();
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([read(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

export interface PortalReadOptions<T> {
  /** Every input of `read` (filters, page, id): a different key is a different read. */
  queryKey: PortalQueryOptions<T>['queryKey'];
  read: (signal: AbortSignal) => Promise<T>;
  /** false: no read (status 'idle'). Default true. */
  enabled?: boolean;
}

/**
 * A page's read through the portal's query cache (awaited on the server, so the HTML carries the data;
 * in the browser it starts from the server's answer), reported the way the directory's screens and
 * DataState show it: loading, success, error with Retry. A Retry after a failure shows as loading again.
 */
export function usePortalRead<T>({ queryKey, read, enabled = true }: PortalReadOptions<T>): AsyncData<T> {
  const query = usePortalQuery({ queryKey, queryFn: ({ signal }) => readWithTimeout(read, signal), enabled });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  if (!enabled) return { status: 'idle', data: undefined, error: null, retry };
  // data already shown stays when a later refresh of it fails
  if (query.data !== undefined) return { status: 'success', data: query.data, error: null, retry };
  if (query.isError && !query.isFetching) return { status: 'error', data: undefined, error: query.error, retry };
  return { status: 'loading', data: undefined, error: null, retry };
}
