import { requestError } from './friendly-error';

/** What a supabase-js query resolves to: its data, or the server's error beside the HTTP status. */
interface QueryResponse<Data> {
  data: Data | null;
  error: unknown;
  status: number;
}

/** A supabase-js query (a table or view read, a filter chain, an RPC): awaitable, and abortable with a signal. */
export interface AbortableQuery<Data> extends PromiseLike<QueryResponse<Data>> {
  abortSignal(signal: AbortSignal): PromiseLike<QueryResponse<Data>>;
}

/**
 * Runs a query, aborted with `signal` when one is given, and gives its data: what a successful answer carries
 * (a list, possibly empty; a row; null where the query allows none). The server's error is thrown as a
 * RequestError: the rule's message, with the status kept.
 */
export function readQuery<Data>(query: AbortableQuery<Data>, signal?: AbortSignal): Promise<Data>;
/** The same for a query that takes no signal (a write, a single row's read). */
export function readQuery<Data>(query: PromiseLike<QueryResponse<Data>>): Promise<Data>;
export async function readQuery<Data>(query: PromiseLike<QueryResponse<Data>> | AbortableQuery<Data>, signal?: AbortSignal): Promise<Data> {
  const { data, error, status } = await (signal && 'abortSignal' in query ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return data as Data;
}
