import { requestError } from './friendly-error';

/** What a supabase-js query resolves to: its data, or the server's error beside the HTTP status. */
interface QueryResponse<Data> {
  data: Data | null;
  error: unknown;
  status: number;
}

/** The answer of a counted read (`select(columns, { count: 'exact' })`): the rows and how many match in all. */
interface CountedResponse<Data> extends QueryResponse<Data> {
  count: number | null;
}

/** A supabase-js query (a table or view read, a filter chain, an RPC): awaitable, and abortable with a signal. */
export interface AbortableQuery<Data> extends PromiseLike<QueryResponse<Data>> {
  abortSignal(signal: AbortSignal): PromiseLike<QueryResponse<Data>>;
}

/**
 * A read of rows that can still be narrowed to one. The row type comes from the rows the query answers:
 * supabase-js's `single` and `maybeSingle` are generic methods, and TypeScript would infer their row as unknown.
 */
export interface RowQuery<Row> extends PromiseLike<QueryResponse<Row[]>> {
  abortSignal(signal: AbortSignal): this;
  single(): PromiseLike<QueryResponse<NoInfer<Row>>>;
  maybeSingle(): PromiseLike<QueryResponse<NoInfer<Row> | null>>;
}

/** A counted read of rows, abortable with a signal. */
export interface CountedQuery<Row> extends PromiseLike<CountedResponse<Row[]>> {
  abortSignal(signal: AbortSignal): PromiseLike<CountedResponse<Row[]>>;
}

/** The rows of a counted read and the count the server gave (null when it gave none). */
export interface CountedRows<Row> {
  rows: Row[];
  count: number | null;
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

/**
 * Reads the one row the query must find, aborted with `signal` when one is given (the signal goes on the query
 * before it is narrowed to one row). No row, or more than one, is the server's error (406, PGRST116), thrown as
 * a RequestError like any other.
 */
export function readSingle<Row>(query: RowQuery<Row>, signal?: AbortSignal): Promise<Row> {
  return readQuery((signal ? query.abortSignal(signal) : query).single());
}

/** Reads the row the query finds, or null when it finds none; otherwise as readSingle. */
export function readMaybeSingle<Row>(query: RowQuery<Row>, signal?: AbortSignal): Promise<Row | null> {
  return readQuery((signal ? query.abortSignal(signal) : query).maybeSingle());
}

/**
 * Runs a counted read, aborted with `signal` when one is given, and gives its rows (none for a `head` read)
 * and the count. The server's error is thrown as a RequestError with its status and code.
 */
export async function readCounted<Row>(query: CountedQuery<Row>, signal?: AbortSignal): Promise<CountedRows<Row>> {
  const { data, error, status, count } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return { rows: data ?? [], count };
}
