// Turns any failure (a thrown Error, a supabase-js error object, a status) into text a
// person can act on. Raw database, SQL, stack or internal text never reaches the screen.

export const NETWORK_ERROR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a moment and try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const TIMEOUT_MESSAGE = 'This is taking longer than expected. Please try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const INVALID_CHARACTERS_MESSAGE = "The text you entered contains a character we can't accept. Remove it and try again.";

/** The rate-limit text, with the wait when the server said how long (Retry-After). */
export function rateLimitMessage(retryAfterSeconds?: number): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return RATE_LIMIT_MESSAGE;
  }
  const seconds = Math.ceil(retryAfterSeconds);
  return `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
}

/**
 * An error from a server call that keeps the HTTP status (supabase-js returns it beside
 * the error, not on it) so the message can say what happened.
 */
export class RequestError extends Error {
  readonly status?: number;
  readonly code?: string;
  /** Seconds from a Retry-After answer, when known. */
  readonly retryAfter?: number;

  constructor(message: string, options: { status?: number; code?: string; retryAfter?: number } = {}) {
    super(message);
    this.name = 'RequestError';
    this.status = options.status;
    this.code = options.code;
    this.retryAfter = options.retryAfter;
  }
}

/** Wraps a supabase-js `{ error, status }` pair (or anything thrown) as a RequestError. */
export function requestError(error: unknown, status?: number): RequestError {
  if (error instanceof RequestError && status === undefined) return error;
  const fields = asRecord(error);
  const message = messageOf(error);
  const code = typeof fields?.code === 'string' && fields.code ? fields.code : undefined;
  return new RequestError(message, {
    status: status ?? statusOf(error),
    code,
    retryAfter: retryAfterOf(error),
  });
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  const fields = asRecord(error);
  if (fields && typeof fields.message === 'string') return fields.message;
  return '';
}

function codeOf(error: unknown): string {
  const code = asRecord(error)?.code;
  return typeof code === 'string' ? code : '';
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  const fields = asRecord(error);
  if (!fields) return undefined;
  const direct = toNumber(fields.status) ?? toNumber(fields.statusCode);
  if (direct !== undefined) return direct;
  // supabase-js FunctionsHttpError and fetch-like errors carry the Response.
  return toNumber(asRecord(fields.context)?.status) ?? toNumber(asRecord(fields.response)?.status);
}

function headerOf(holder: unknown, name: string): string | undefined {
  const headers = asRecord(holder)?.headers as { get?: (key: string) => string | null } | undefined;
  const value = typeof headers?.get === 'function' ? headers.get(name) : undefined;
  return value ?? undefined;
}

function retryAfterOf(error: unknown): number | undefined {
  const fields = asRecord(error);
  if (!fields) return undefined;
  const header = headerOf(fields, 'retry-after') ?? headerOf(fields.context, 'retry-after') ?? headerOf(fields.response, 'retry-after');
  return toNumber(fields.retryAfter) ?? toNumber(fields.retry_after) ?? toNumber(header);
}

const NETWORK_PATTERNS: RegExp[] = [
  /failed to fetch/i,
  /networkerror/i,
  /network ?request failed/i,
  /fetch failed/i,
  /^(TypeError: )?load failed$/i,
  /\bECONNREFUSED\b|\bENOTFOUND\b|\bECONNRESET\b|\bEAI_AGAIN\b|\bERR_NETWORK\b|\bERR_INTERNET_DISCONNECTED\b/,
];

/** Text that comes from the database, the runtime or a library, not from the product. */
const INTERNAL_PATTERNS: RegExp[] = [
  /\berror:/i,
  /current transaction/i,
  /\bviolates\b/i,
  /\brelation\b/i,
  /\bsyntax\b/i,
  /\b(Type|Reference|Range|Syntax|Eval|URI)Error\b/,
  /^\s*at\s+\S/m, // stack frame
  /\bPGRST\d*/i,
  /\bSUP\b/,
  /\bSQLSTATE\b/i,
  /\bP0001\b|\b[0-9]{2}[0-9A-Z]{3}\b:/,
  /duplicate key/i,
  /permission denied/i,
  /does not exist/i,
  /null value in column/i,
  /\b(column|constraint|schema|trigger|tuple)\b/i,
  /invalid input/i,
  /invalid message format/i,
  /JSON object requested/i,
  /\bJWT\b/i,
  /unexpected token/i,
  /internal server error|bad gateway|service unavailable|gateway time-?out/i,
  /\bundefined\b|\[object Object\]/,
  /\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b/i,
  /"[\w.]+"/, // a quoted identifier such as relation "founder_profiles"
  /[{}<>]|::|=>|\$\d/,
  // Links are fine in a rule's text ('Website must be a valid http:// or https:// link'); these
  // are not: a loopback, private or internal host, an explicit port, the API's own endpoints,
  // non-web schemes, source files with line numbers and file-system paths.
  /\bhttps?:\/\/(?:localhost|127\.|0\.0\.0\.0|\[|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|[^\s/?#]*\.(?:internal|local|localhost)\b)/i,
  /\bhttps?:\/\/[^\s/?#]+:\d/i,
  /\/(?:rest|auth|storage|functions|realtime)\/v1\b/i,
  /\b(?:file|webpack|wss?|chrome-extension|node):\/\//i,
  /\.(?:[cm]?[jt]sx?|map)(?::\d+)+/i, // a source file with its line (and column)
  /(?:^|[\s('"=])\/(?:[\w.@-]+\/)+[\w.@-]+/, // an absolute path such as /srv/app/dist/server.js
  /\bnode_modules\b|\b[A-Z]:\\\w/,
];

/**
 * The gateway's refusal of text it cannot pass to the database (a NUL, a lone surrogate, bytes
 * that are not UTF-8), in a request body or a filter in the path: what the person typed or pasted.
 */
const UNREADABLE_TEXT = /\bNUL\b|\bsurrogate\b|\bUTF-8\b|percent-encoding/i;

/** At most one sentence-like line that starts with a capital letter and matches no internal pattern. */
function isProductMessage(message: string): boolean {
  const text = message.trim();
  if (text.length < 3 || text.length > 240) return false;
  if (/[\r\n]/.test(text)) return false;
  if (!/^[A-Z]/.test(text)) return false; // database and runtime errors start lower-case
  return !INTERNAL_PATTERNS.some((pattern) => pattern.test(text));
}

export function isNetworkError(error: unknown): boolean {
  if (statusOf(error) === 0) return true;
  const fields = asRecord(error);
  const name = typeof fields?.name === 'string' ? fields.name : '';
  if (name === 'AuthRetryableFetchError' && !statusOf(error)) return true;
  // webpack could not download code (the Supabase SDK is fetched on first need, after the page)
  if (name === 'ChunkLoadError') return true;
  const message = messageOf(error);
  return NETWORK_PATTERNS.some((pattern) => pattern.test(message));
}

/** A read stopped at its time limit: the platform's DOMException named TimeoutError (AbortSignal.timeout, readWithTimeout). */
function isTimeoutError(error: unknown): boolean {
  return asRecord(error)?.name === 'TimeoutError';
}

/**
 * A message a person can act on, for a toast or an inline error:
 * - network failures ('Failed to fetch', status 0) → NETWORK_ERROR_MESSAGE;
 * - a time-out → TIMEOUT_MESSAGE;
 * - 429 → the rate-limit text (with Retry-After seconds when known);
 * - text the API cannot read (a NUL or a lone surrogate typed or pasted) → INVALID_CHARACTERS_MESSAGE;
 * - any other refusal by the API layer itself (a PGRST code) → `fallback`: its words are for developers;
 * - the product's own rule messages (e.g. 'Name must be at least 2 characters', raised by
 *   the database with the text the form shows too) are kept;
 * - anything else (SQL, stack lines, 'PGRST…', 5xx bodies, library text) → `fallback`.
 */
export function friendlyErrorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (error === null || error === undefined) return fallback;
  if (isTimeoutError(error)) return TIMEOUT_MESSAGE;
  const status = statusOf(error);
  if (status === 429) {
    const said = /(\d+)\s*seconds?/i.exec(messageOf(error));
    return rateLimitMessage(retryAfterOf(error) ?? (said ? Number(said[1]) : undefined));
  }
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  const message = messageOf(error);
  if (codeOf(error).startsWith('PGRST')) return UNREADABLE_TEXT.test(message) ? INVALID_CHARACTERS_MESSAGE : fallback;
  if (isProductMessage(message)) return message.trim();
  return fallback;
}
