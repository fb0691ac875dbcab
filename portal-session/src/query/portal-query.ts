import { useContext } from 'react';
import { QueryClient, QueryClientContext, useQuery, useSuspenseQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '../session-store';

/** True while rendering on the shell's server (no window): data is awaited there, never shown as loading. */
export const isServerRender = (): boolean => typeof window === 'undefined';

/**
 * Whether reading again may help: not after a time-out (the page already waited its limit) nor after a 4xx
 * answer (the same request gets the same refusal).
 */
export function isRetryableReadError(error: unknown): boolean {
  const fields = typeof error === 'object' && error !== null ? (error as { name?: unknown; status?: unknown }) : {};
  if (fields.name === 'TimeoutError') return false;
  return !(typeof fields.status === 'number' && fields.status >= 400 && fields.status < 500);
}

/**
 * Reads again at most twice: supabase-js already retries a failed GET itself for about 3 s, so a visitor
 * whose connection is down sees the error with Retry after about 12 s rather than after half a minute.
 */
const READ_RETRIES = 2;

/**
 * The portal's query cache: unused data kept 5 minutes and a failed read retried with a backoff of
 * 1 s doubling up to 30 s (TanStack Query's defaults, stated here because the product relies on them), twice
 * at most, and not when reading again cannot help (isRetryableReadError).
 * Data the server rendered stays fresh for a minute, so hydration does not read it again. On the server
 * a failed read is not retried: the page has a time budget, and the browser reads again itself.
 */
export function createPortalQueryClient({ server = isServerRender() }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 60_000,
        retry: (failures, error) => !server && failures < READ_RETRIES && isRetryableReadError(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
        // Each answer is a new value, also when it equals the last one: a screen can tell a fresh read
        // (after a Retry or a refill) from the answer it already worked on.
        structuralSharing: false,
      },
    },
  });
}

/** Used where no page-level provider exists (a component rendered alone, a remote's standalone page). */
let browserFallbackClient: QueryClient | null = null;

/** The page's query cache (to refresh what a save changed). */
export function usePortalQueryClient(): QueryClient {
  const provided = useContext(QueryClientContext);
  if (provided) return provided;
  if (isServerRender()) throw new Error('usePortalQuery needs the QueryClientProvider the shell renders on the server');
  browserFallbackClient ??= createPortalQueryClient({ server: false });
  return browserFallbackClient;
}

/**
 * Starts the fallback cache afresh (component tests, between cases). `retries: false`: a failed read fails
 * at once, instead of after the backoff every test of an error state would otherwise wait through.
 */
export function resetFallbackQueryCache({ retries = true }: { retries?: boolean } = {}): void {
  browserFallbackClient?.clear();
  browserFallbackClient = createPortalQueryClient({ server: false });
  if (!retries) {
    const defaults = browserFallbackClient.getDefaultOptions();
    browserFallbackClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  }
}

export interface PortalQueryOptions<TData> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
  /** false: do not read (yet); the result stays pending. */
  enabled?: boolean;
  /**
   * true for data every visitor sees alike (managed page content, plans). Otherwise what a read returns
   * depends on who reads (row-level security), so the cache keeps one copy per viewer: the server's copy
   * (read as a signed-out visitor) serves hydration, and a signed-in visitor's page then reads its own.
   */
  sameForEveryone?: boolean;
}

/**
 * One read of server data for a page, the same code on the server and in the browser. On the server it
 * suspends until the data is there, so the HTML carries it and the shell sends the cache along; in the
 * browser it starts from that cache (no second read on load) and otherwise reads as usual, showing the
 * page's loading state meanwhile. The branch is fixed per environment, so hooks keep their order.
 */
export function usePortalQuery<TData>({
  queryKey: dataKey,
  queryFn,
  enabled = true,
  sameForEveryone = false,
}: PortalQueryOptions<TData>): UseQueryResult<TData> {
  const client = usePortalQueryClient();
  // While hydrating, the session store gives its initial state (nobody signed in), as on the server.
  const viewer = useSession((state) => state.user?.id ?? null);
  const queryKey = sameForEveryone ? dataKey : [...dataKey, { viewer }];
  if (isServerRender() && enabled) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- constant per environment (server or browser)
    return useSuspenseQuery({ queryKey, queryFn }, client) as UseQueryResult<TData>;
  }
  // What signed-in visitors see of their own rows never comes from the server's render, so nothing is
  // saved by keeping it: a screen shown again starts from its last answer and reads again at once.
  const ownRows = viewer !== null && !sameForEveryone;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- constant per environment (server or browser)
  return useQuery({ queryKey, queryFn, enabled, ...(ownRows && { staleTime: 0 }) }, client);
}
