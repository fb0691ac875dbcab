import { useCallback } from 'react';
import { usePortalQuery, type PortalQueryOptions } from './portal-query';

/** A read that has not answered after this long fails as a time-out ('This is taking longer than expected'). */
export const READ_TIMEOUT_MS = 10_000;

/** `idle`: not asked (enabled is false). */
export type PortalReadStatus = 'idle' | 'loading' | 'success' | 'error';

/** A screen's read as its loading, error and empty states (shared-ui's DataState) show it. */
export interface PortalRead<T> {
  status: PortalReadStatus;
  /** The answer for the current key; undefined unless status is 'success'. */
  data: T | undefined;
  /** Why the current read failed; null unless status is 'error'. */
  error: unknown;
  /** Reads again (also after a success, e.g. once a save changed what it shows). */
  retry: () => void;
}

/**
 * Runs `read` with a signal that is aborted when the query is cancelled or after `timeoutMs`; a read
 * that has not answered by then fails with the platform's time-out error (a DOMException named
 * TimeoutError, as `AbortSignal.timeout` gives), so the page shows its error with Retry instead of a
 * spinner that never ends.
 */
export async function readWithTimeout<T>(
  read: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  timeoutMs = READ_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  const cancel = () => controller.abort(signal.reason);
  signal.addEventListener('abort', cancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DOMException(`No answer within ${timeoutMs / 1000} s`, 'TimeoutError');
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(() => read(controller.signal)), timedOut]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

export interface PortalReadOptions<T> {
  /** Names the read and every input of it (filters, page, id): a different key is a different read. */
  queryKey: PortalQueryOptions<T>['queryKey'];
  /**
   * The read itself; pass the signal on to the request (supabase-js `.abortSignal(signal)`, or readQuery).
   * It answers null, never undefined, for nothing: undefined is the cache's "not read yet".
   */
  read: (signal: AbortSignal) => Promise<T>;
  /** false: no read (status 'idle'), e.g. for a closed dialog or a signed-out visitor. Default true. */
  enabled?: boolean;
  /** true for data every visitor sees alike (see usePortalQuery). */
  sameForEveryone?: boolean;
}

/**
 * The one way a screen reads server data: through the portal's query cache (awaited on the server, so
 * the HTML carries it; in the browser it starts from the server's answer, and a screen shown again starts
 * from what it last showed), with a time limit, reported as loading, success, or error with Retry.
 * A Retry after a failure shows as loading again; data already shown stays while it is read again and
 * when a later refresh of it fails.
 */
export function usePortalRead<T extends NonNullable<unknown> | null>({
  queryKey,
  read,
  enabled = true,
  sameForEveryone,
}: PortalReadOptions<T>): PortalRead<T> {
  const query = usePortalQuery({ queryKey, queryFn: ({ signal }) => readWithTimeout(read, signal), enabled, sameForEveryone });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  if (!enabled) return { status: 'idle', data: undefined, error: null, retry };
  if (query.data !== undefined) return { status: 'success', data: query.data, error: null, retry };
  if (query.isError && !query.isFetching) return { status: 'error', data: undefined, error: query.error, retry };
  return { status: 'loading', data: undefined, error: null, retry };
}
