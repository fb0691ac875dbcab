// Public entry of portal-data: how the portal's code talks to the database, without React or a session.
// - the schema's types (generated from the migrations, refined where the generator cannot see a rule);
// - the read helpers that apply an abort signal and turn a failed request into a RequestError;
// - the one mapping from any failure to the message a user reads;
// - escaping of user text inside PostgREST filters, and page ranges.
export type { Database, FunctionRow, Tables } from './database/database';
export type { Json } from './database/database.types';
export { readQuery, readSingle, readMaybeSingle, readCounted } from './read-query';
export type { AbortableQuery, CountedQuery, CountedRows } from './read-query';
export {
  friendlyErrorMessage,
  requestError,
  RequestError,
  isNetworkError,
  rateLimitMessage,
  NETWORK_ERROR_MESSAGE,
  RATE_LIMIT_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  GENERIC_ERROR_MESSAGE,
} from './friendly-error';
export { escapeLike, containsPattern, orContainsPattern, pageRange, RANGE_NOT_SATISFIABLE } from './postgrest-filters';
